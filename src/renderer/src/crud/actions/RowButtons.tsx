import type { LooseT } from '../looseT';
import { RowButton } from '../RowButton';
import { modeLabel } from '../modes';
import type { FormMode, ResourceDescriptor, RowAction } from '../types';
import { ROW_MODES } from './declared';

/** One button of a row, inline or under 更多. */
export interface RowButtonItem {
  key: string;
  label: string;
  testId: string;
  run: () => void;
}

/**
 * A row's buttons, all declared: the drawer modes (view, edit, modify), delete, then the resource's
 * row actions, each only with its permission and only where its rule accepts the record. Beyond the
 * resource's `rowButtonsInline`, the rest open from 更多 in the list's one menu (`onMore`). No hooks:
 * it is drawn for every row of a 200-row page, so the list hands it its translator and checks.
 */
export function RowButtons<Rec extends { id: string }>(props: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resource: ResourceDescriptor<Rec, any>;
  record: Rec;
  lt: LooseT;
  may: (code?: string) => boolean;
  remove: RowAction<Rec> | null;
  onMode: (mode: FormMode, id: string) => void;
  onAction: (action: RowAction<Rec>, records: Rec[]) => void;
  onMore: (anchor: HTMLElement, items: RowButtonItem[]) => void;
}) {
  const { resource, record, may, lt } = props;
  const shown = (d?: { permission?: string; visible?: (r: Rec) => boolean }) => !!d && may(d.permission) && (d.visible?.(record) ?? true);
  const actions = [...(props.remove ? [props.remove] : []), ...(resource.rowActions ?? [])];
  const items: RowButtonItem[] = [
    ...ROW_MODES.filter((mode) => shown(resource.modes[mode])).map((mode) => ({
      key: mode,
      label: modeLabel(lt, resource, mode),
      testId: `crud-${mode}`,
      run: () => props.onMode(mode, record.id),
    })),
    ...actions.filter(shown).map((a) => ({ key: a.key, label: lt(a.label), testId: a.testId ?? `action-${a.key}`, run: () => props.onAction(a, [record]) })),
  ];
  const limit = resource.rowButtonsInline ?? items.length;
  const inline = items.length > limit ? items.slice(0, limit - 1) : items;
  const rest = items.slice(inline.length);
  return (
    <>
      {inline.map((item) => (
        <RowButton key={item.key} onClick={item.run} data-testid={item.testId}>
          {item.label}
        </RowButton>
      ))}
      {rest.length > 0 && (
        <RowButton aria-haspopup="menu" onClick={(e) => props.onMore(e.currentTarget, rest)} data-testid="row-more">
          {lt('crud.actions.more')} ▾
        </RowButton>
      )}
    </>
  );
}
