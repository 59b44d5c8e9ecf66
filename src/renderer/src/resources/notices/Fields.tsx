import { NOTICE_CATEGORY_DICT, NOTICE_LIMITS } from '@shared/domain/notice';
import { RichTextField, SelectField, TextField } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';

/** The notice form: type (dictionary notice), title ≤30, status, rich content. */
export function NoticeFields() {
  const lt = useLooseT();
  return (
    <>
      <SelectField name="category" required dictionary={NOTICE_CATEGORY_DICT} />
      <TextField name="title" required max={NOTICE_LIMITS.title} />
      <SelectField name="status" options={['1', '0'].map((value) => ({ value, label: lt(`resources.notices.statuses.${value}`) }))} />
      <RichTextField name="content" required max={NOTICE_LIMITS.content} />
    </>
  );
}
