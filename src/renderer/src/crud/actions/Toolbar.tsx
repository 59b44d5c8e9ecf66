import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { MESSAGES } from '@shared/messages';
import { useTranslation } from 'react-i18next';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../../shell/toast';
import { useLooseT } from '../looseT';
import { modeLabel } from '../modes';
import type { BulkAction, ResourceDescriptor, RowAction } from '../types';
import { ListExport } from '../export/ListExport';
import { ExcelButtons } from './excel/ExcelButtons';

const useStyles = makeStyles({
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/**
 * The list's toolbar: add (when the add mode is declared and allowed), delete of the checked rows,
 * and the declared bulk actions; with nothing checked, a bulk button says 请选择至少一条数据.
 */
export function Toolbar<Rec extends { id: string }>(props: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resource: ResourceDescriptor<Rec, any>;
  selected: Rec[];
  may: (code?: string) => boolean;
  remove: RowAction<Rec> | null;
  onAdd: () => void;
  onAction: (action: RowAction<Rec>, records: Rec[]) => void;
  /** The list's filters on screen (no paging): what an export pages through. */
  filters?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const lt = useLooseT();
  const styles = useStyles();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const { resource, may } = props;
  const run = (action: RowAction<Rec> | BulkAction<Rec>) => {
    if (props.selected.length === 0) notify('warning', localise(MESSAGES.selectAtLeastOne));
    else props.onAction(action, props.selected);
  };
  return (
    <div className={styles.toolbar}>
      {resource.modes.add && may(resource.modes.add.permission) && (
        <Button appearance="primary" icon={<AddRegular />} onClick={props.onAdd} data-testid="crud-add">
          {resource.modes.add.label ? modeLabel(lt, resource, 'add') : t('crud.add')}
        </Button>
      )}
      {props.remove && may(props.remove.permission) && (
        <Button icon={<DeleteRegular />} onClick={() => run(props.remove!)} data-testid="crud-remove-selected">
          {t('crud.remove')}
        </Button>
      )}
      {(resource.bulkActions ?? [])
        .filter((a) => may(a.permission))
        .map((a) => (
          <Button key={a.key} onClick={() => run(a)} data-testid={a.testId ?? `bulk-${a.key}`}>
            {lt(a.label)}
          </Button>
        ))}
      <ListExport resource={resource} filters={props.filters ?? {}} may={may} />
      {resource.excel && <ExcelButtons resource={resource.name} declaration={resource.excel} may={may} />}
    </div>
  );
}
