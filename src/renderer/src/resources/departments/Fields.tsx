import { DEPT_LIMITS, ROOT_PARENT, type Dept } from '@shared/domain/dept';
import { useCrudForm } from '../../crud/CrudForm';
import { DeptPicker, TextField } from '../../crud/fields';

/** The department form: parent (not itself nor below it; the top department has none), name ≤50, order, remark ≤200. */
export function DepartmentFields() {
  const { record } = useCrudForm() as { record?: Dept };
  const isTop = record?.parentId === ROOT_PARENT;
  return (
    <>
      {!isTop && <DeptPicker name="parentId" required disabledBranch={record?.id} />}
      <TextField name="name" required max={DEPT_LIMITS.name} />
      <TextField name="sort" />
      <TextField name="remark" multiline max={DEPT_LIMITS.remark} />
    </>
  );
}
