import { JOB_POST_CATEGORIES, JOB_POST_LIMITS } from '@shared/domain/jobPost';
import { SelectField, TextField } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';

/** The job post form: name ≤50, code ≤64 (unique in the organisation: the server says so), category, order, remark ≤200. */
export function JobPostFields() {
  const lt = useLooseT();
  return (
    <>
      <TextField name="postName" required max={JOB_POST_LIMITS.postName} />
      <TextField name="postCode" required max={JOB_POST_LIMITS.postCode} />
      <SelectField name="category" required options={JOB_POST_CATEGORIES.map((c) => ({ value: String(c), label: lt(`resources.jobPosts.categories.${c}`) }))} />
      <TextField name="sort" />
      <TextField name="remark" multiline max={JOB_POST_LIMITS.remark} />
    </>
  );
}
