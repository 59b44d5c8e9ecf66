import { TextField } from '../../crud/fields';

/** The attachment's detail, read-only (the registry adds nothing; files come from the forms that upload them). */
export function AttachmentFields() {
  return (
    <>
      <TextField name="originalName" wide readOnly />
      <TextField name="type" readOnly />
      <TextField name="size" readOnly />
      <TextField name="uploaderName" readOnly />
      <TextField name="tenantName" readOnly />
      <TextField name="createTime" readOnly />
      <TextField name="ossName" wide readOnly />
    </>
  );
}
