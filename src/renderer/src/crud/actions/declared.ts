import { MESSAGES } from '@shared/messages';
import type { LooseT } from '../looseT';
import { modeLabel } from '../modes';
import type { ConfirmAction, FormMode, ResourceDescriptor, RowAction } from '../types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResource = ResourceDescriptor<any, any>;

/** The row's drawer modes, in the order their buttons stand. */
export const ROW_MODES = ['view', 'edit', 'modify'] as const satisfies readonly FormMode[];

/** The declared delete as a confirm action: one row's button and the toolbar's, one confirmation. */
export function removeAction<Rec extends { id: string }>(resource: ResourceDescriptor<Rec, never> | AnyResource): ConfirmAction<Rec> | null {
  const remove = resource.remove;
  if (!remove) return null;
  return {
    kind: 'confirm',
    key: 'remove',
    label: 'crud.remove',
    message: 'crud.confirmRemove',
    permission: remove.permission,
    visible: remove.visible,
    endpoint: remove.endpoint,
    params: (records) => (remove.params ? remove.params(records.map((r) => r.id)) : { ids: records.map((r) => r.id).join(',') }),
    success: MESSAGES.deleted,
  };
}

/** A button's width from its label: CJK characters are about twice as wide as Latin ones. */
const buttonWidth = (label: string) => 30 + [...label].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 14 : 7.5), 0);

/**
 * The actions column's width: every button the person may see on some row (up to 更多 when the
 * resource limits them), so the widest row fits (labels are measured, not guessed per screen).
 */
export function actionsWidthFor(lt: LooseT, resource: AnyResource, may: (code?: string) => boolean): number {
  const labels: string[] = [];
  for (const mode of ROW_MODES) if (resource.modes[mode] && may(resource.modes[mode]?.permission)) labels.push(modeLabel(lt, resource, mode));
  const actions: RowAction<unknown>[] = [...(resource.remove && may(resource.remove.permission) ? [removeAction(resource)!] : []), ...(resource.rowActions ?? [])];
  for (const a of actions) if (may(a.permission)) labels.push(lt(a.label));
  const limit = resource.rowButtonsInline ?? labels.length;
  const inline = labels.length > limit ? [...labels.slice(0, limit - 1), `${lt('crud.actions.more')} ▾`] : labels;
  return Math.max(120, Math.ceil(20 + inline.reduce((w, l) => w + buttonWidth(l), 0)));
}
