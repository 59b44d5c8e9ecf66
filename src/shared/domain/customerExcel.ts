/**
 * The customers' sheet (issue 18 import, spec 1 customer follow-up): the columns of the add form, a
 * region as its names. Each row is checked with customerAddSchema (the add form's and the add
 * route's), then across the file and against the organisation's customers. English twins:
 * i18n/imports.en.ts.
 */
export const CUSTOMER_EXCEL_MESSAGES = {
  compNameRepeated: '企业名称在文件中重复',
  compNameTaken: '企业名称已存在',
} as const;

/** The template's columns in the add form's order; areaCode holds the region's names. */
export const CUSTOMER_IMPORT_KEYS = ['compName', 'legal', 'areaCode', 'contacts', 'phone', 'wechat', 'qq', 'email', 'remark'] as const;
