import { REGION_NAME_MAX } from '@shared/domain/region';
import { TextField } from '../../crud/fields';
import type { FieldsProps } from '../../crud/types';

/** Parent and code are fixed once the region exists (records name it by code); the name changes. */
export function RegionFields({ mode }: FieldsProps) {
  const fixed = mode !== 'add';
  return (
    <>
      <TextField name="parentCode" required readOnly={fixed} max={9} />
      <TextField name="code" required readOnly={fixed} max={9} />
      <TextField name="name" required max={REGION_NAME_MAX} />
    </>
  );
}
