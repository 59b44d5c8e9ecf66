import type { LooseT } from '../looseT';
import { RowButton } from '../RowButton';
import { modeLabel } from '../modes';
import type { FormMode, ResourceDescriptor, RowAction } from '../types';
import { ROW_MODES } from './declared';

/**
 * A row's buttons, all declared: the drawer modes (view, edit, modify), delete, then the resource's
 * row actions, each only with its permission and only where its rule accepts the record. No hooks:
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
}) {
  const { resource, record, may, lt } = props;
  const shown = (d?: { permission?: string; visible?: (r: Rec) => boolean }) => !!d && may(d.permission) && (d.visible?.(record) ?? true);
  const actions = [...(props.remove ? [props.remove] : []), ...(resource.rowActions ?? [])];
  return (
    <>
      {ROW_MODES.filter((mode) => shown(resource.modes[mode])).map((mode) => (
        <RowButton key={mode} onClick={() => props.onMode(mode, record.id)} data-testid={`crud-${mode}`}>
          {modeLabel(lt, resource, mode)}
        </RowButton>
      ))}
      {actions.filter(shown).map((a) => (
        <RowButton key={a.key} onClick={() => props.onAction(a, [record])} data-testid={a.testId ?? `action-${a.key}`}>
          {lt(a.label)}
        </RowButton>
      ))}
    </>
  );
}
