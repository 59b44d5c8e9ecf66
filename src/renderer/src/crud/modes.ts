import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import type { LooseT } from './looseT';
import type { FormMode, ModeDeclaration, ResourceDescriptor } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResource = ResourceDescriptor<any, any>;

/**
 * The draft key of a mode's form: one per mode and record, so a modify draft never restores into
 * the add form (or into the edit form of the same record).
 */
export function draftKeyOf(declared: ModeDeclaration<unknown> | undefined, owner: string, mode: FormMode, id?: string): string {
  if (declared?.draftKey) return declared.draftKey(owner, id);
  return mode === 'add' ? `${owner}:add` : `${owner}:${mode}:${id ?? ''}`;
}

/** The drawer's title: the mode's own key, else crud.<mode>Title (crud.modify.title) with the resource's name. */
export function modeTitle(lt: LooseT, resource: AnyResource, mode: FormMode): string {
  const own = resource.modes[mode]?.title;
  if (own) return lt(own);
  const name = lt(`resources.${resource.name}.name`);
  return mode === 'modify' ? lt('crud.modify.title', { name }) : lt(`crud.${mode}Title`, { name });
}

/** The row or toolbar button's label. */
export function modeLabel(lt: LooseT, resource: AnyResource, mode: FormMode): string {
  const own = resource.modes[mode]?.label;
  if (own) return lt(own);
  return mode === 'modify' ? lt('crud.modify.button') : lt(`crud.${mode}`);
}

/** View never validates; a mode without a schema accepts what its fields hold. */
export const modeSchema = (resource: AnyResource, mode: FormMode): z.ZodType => (mode === 'view' ? z.object({}) : (resource.modes[mode]?.schema ?? z.object({}).passthrough()));

/** The form's first values: modify also carries the record's id and an empty change reason. */
export function initialValues(resource: AnyResource, mode: FormMode, record?: { id: string }): FieldValues {
  const values = record ? resource.toValues(record) : resource.empty;
  return mode === 'modify' && record ? { ...values, id: record.id, changeReason: '' } : values;
}
