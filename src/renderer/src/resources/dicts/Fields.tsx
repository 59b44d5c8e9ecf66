import { DICT_LIMITS } from '@shared/domain/dictionary';
import { NumberField, SelectField, TextField } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';
import type { FieldsProps } from '../../crud/types';

function SealedField({ resource }: { resource: string }) {
  const lt = useLooseT();
  return <SelectField name="isSealed" required options={['0', '1'].map((value) => ({ value, label: lt(`resources.${resource}.sealed.${value}`) }))} />;
}

/** A dictionary (a parent): its code, name, sort, sealed and remark; its key is -1. */
export function DictFields(props: FieldsProps & { resource: string }) {
  return (
    <>
      <TextField name="code" required max={DICT_LIMITS.code} readOnly={props.mode === 'view'} />
      <TextField name="dictValue" required max={DICT_LIMITS.dictValue} />
      <NumberField name="sort" required />
      <SealedField resource={props.resource} />
      <TextField name="remark" wide multiline max={DICT_LIMITS.remark} />
    </>
  );
}

/** An entry: its dictionary's code (fixed), key, name, sort, sealed and remark. */
export function DictItemFields(props: FieldsProps & { resource: string }) {
  return (
    <>
      <TextField name="code" required readOnly />
      <TextField name="dictKey" required max={DICT_LIMITS.dictKey} />
      <TextField name="dictValue" required max={DICT_LIMITS.dictValue} />
      <NumberField name="sort" required />
      <SealedField resource={props.resource} />
      <TextField name="remark" wide multiline max={DICT_LIMITS.remark} />
    </>
  );
}
