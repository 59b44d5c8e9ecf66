/**
 * The filings' sheet (issue 18 import, spec 3 §5 filing): the add form's fields, dictionary values as
 * their labels (the core reads them back to keys), the owner unit and resource providers as partner
 * names. The server checks the row with recordAddSchema (the form's and the route's), then the
 * dictionaries, the partners and the names taken. English twins: i18n/imports.en.ts.
 */
export const RECORD_EXCEL_MESSAGES = {
  nameRepeated: '备案名称在文件中重复',
  typeUnknown: '项目类型不存在',
  industryUnknown: '行业不存在',
} as const;

/** The template's columns in the add form's order; the parties by name. */
export const RECORD_IMPORT_KEYS = ['name', 'status', 'regionId', 'detailAddr', 'type', 'mainIndustry', 'otherIndustry', 'scale', 'remark', 'ownerUnitName', 'resProviderName'] as const;
