/** Upload fields for forms (issue 6 wraps them in its form framework). */
export { AttachmentField } from './AttachmentField';
export { ImageListField, LogoField, SingleImageField, VoucherField } from './ImageFields';
export type { FieldFile } from './useFieldUploads';
