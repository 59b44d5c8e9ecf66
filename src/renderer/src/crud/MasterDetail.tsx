import { Body1, Link, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ListPage } from './ListPage';
import { useLooseT } from './looseT';
import { resourceQueries } from './resourceQueries';
import type { Column, ResourceDescriptor } from './types';
import { useTableHeight } from './useTableHeight';

// The descriptors are of any record and values; each list keeps its own types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResource = ResourceDescriptor<any, any>;

/**
 * A master list whose chosen row drives a detail list (dictionaries and their entries). Which row is
 * chosen is the screen's to keep (MasterDetail is controlled): in the address's page part (?tab=),
 * so it survives a reload and stays in the page's own app tab.
 */
export interface MasterDetailDescriptor<Parent extends { id: string }> {
  master: ResourceDescriptor<Parent, FieldValues>;
  detail: AnyResource;
  /** What choosing a row does, for assistive technology (an i18n key with {{name}}, e.g. 字典配置). */
  chooseLabel: string;
  /** The filters the detail list always sends for the chosen row (its parent id). */
  filters: (parent: Parent) => Record<string, string>;
  /** Values the detail's add form opens with (the parent's id and code). */
  preset: (parent: Parent) => FieldValues;
  /** The detail list's heading for the chosen row. */
  heading: (parent: Parent) => string;
  /** Shown instead of the detail list until a row is chosen (an i18n key). */
  prompt: string;
}

/** A stacked list's least height: a header and five rows. */
const STACKED_HEIGHT = 280;

const useStyles = makeStyles({
  horizontal: { display: 'grid', gridTemplateColumns: 'minmax(0, 9fr) minmax(0, 10fr)', alignItems: 'start' },
  vertical: { display: 'flex', flexDirection: 'column' },
  pane: { minWidth: 0, display: 'flex', flexDirection: 'column' },
  heading: { paddingInline: tokens.spacingHorizontalL, paddingTop: tokens.spacingVerticalM },
  prompt: { padding: tokens.spacingHorizontalXXL, color: tokens.colorNeutralForeground3 },
});

/**
 * Both lists are the framework's ListPage; the layout puts them beside each other ('horizontal') or
 * one above the other ('vertical'). The master's first column chooses the row; the detail list
 * is bound to the chosen row through fixed filters, and its add form opens with the row's values.
 */
export function MasterDetail<Parent extends { id: string }>({
  md,
  layout,
  chosenId,
  onChoose,
}: {
  md: MasterDetailDescriptor<Parent>;
  layout: 'horizontal' | 'vertical';
  /** The chosen master row's id ('' for none). */
  chosenId: string;
  onChoose: (id: string) => void;
}) {
  const styles = useStyles();
  const lt = useLooseT();
  const fitted = useTableHeight(true);
  // Side by side each list has the page's height (less the heading's line); stacked, each shows a
  // handful of rows and the page scrolls to the lower one.
  const height = layout === 'horizontal' ? fitted - 40 : Math.max(STACKED_HEIGHT, Math.floor((fitted - 200) / 2));

  // The master's first column is the row's link: choosing costs no button, so both lists keep room
  // for their columns side by side.
  const master = useMemo(() => {
    const [first, ...rest] = md.master.columns;
    const show = first.render ?? ((r: Parent) => String((r as Record<string, unknown>)[first.key] ?? ''));
    const linked: Column<Parent> = {
      ...first,
      render: (record) => (
        <Link
          data-testid={`choose-${md.master.name}`}
          aria-current={record.id === chosenId ? 'true' : undefined}
          title={lt(md.chooseLabel)}
          style={record.id === chosenId ? { fontWeight: tokens.fontWeightSemibold } : undefined}
          onClick={() => onChoose(record.id)}
        >
          {show(record)}
        </Link>
      ),
    };
    return { ...md.master, columns: [linked, ...rest] };
  }, [md, onChoose, chosenId, lt]);

  const parent = useQuery({ ...resourceQueries(md.master).detail(chosenId), enabled: chosenId !== '' });
  const chosen = parent.data && parent.data.id === chosenId ? parent.data : null;
  const detail = useMemo(() => (chosen ? { ...md.detail, empty: { ...md.detail.empty, ...md.preset(chosen) } } : null), [md, chosen]);

  return (
    <div className={layout === 'horizontal' ? styles.horizontal : styles.vertical} data-testid={`master-detail-${layout}`}>
      <div className={styles.pane}>
        <ListPage resource={master} height={height} />
      </div>
      <div className={styles.pane} data-testid="master-detail-detail">
        {chosen && detail ? (
          <>
            <Subtitle2 as="h2" className={styles.heading} data-testid="master-detail-heading">
              {md.heading(chosen)}
            </Subtitle2>
            <ListPage key={chosen.id} resource={detail} fixedFilters={md.filters(chosen)} height={height} scope={chosen.id} />
          </>
        ) : (
          <Body1 className={styles.prompt} data-testid="master-detail-prompt">
            {lt(md.prompt)}
          </Body1>
        )}
      </div>
    </div>
  );
}
