import type { Endpoint } from '@shared/api/endpoints';
import type { ImportReport, ImportRow } from '@shared/domain/excel';

/** One column of a list's sheet; its header is `<labels>.<key>` in the person's language. */
export interface ExcelColumnDeclaration {
  key: string;
  /** text (default), date (yyyy-MM-dd HH:mm:ss), money or percent (numbers shown with two decimals). */
  kind?: 'text' | 'date' | 'money' | 'percent';
  /** A dictionary's code: the cell shows the entry's label, and an imported label is read back as its key. */
  dict?: string;
  /** Fixed choices: the value and the i18n key of its label. */
  options?: { value: string; label: string }[];
  /** i18n key of the template's rule for this column (the 填写说明 sheet). */
  hint?: string;
  /** Exported only: not in the template nor read from an imported sheet (create time, status). */
  exportOnly?: boolean;
  width?: number;
}

/**
 * What a list declares to export, and (with an import endpoint) to import from a template: the
 * toolbar shows 导出, 导入 and 下载模板 to whoever holds the permissions. Export uses the list's own
 * page endpoint with the filters on screen.
 */
export interface ExcelDeclaration {
  /** i18n key of the file's name (the list's name); the export adds the time, the template 导入模板. */
  fileName: string;
  /** i18n prefix of the headers (`<labels>.<key>`); default resources.<resource>.fields. */
  labels?: string;
  columns: ExcelColumnDeclaration[];
  export?: { permission?: string };
  import?: { endpoint: Endpoint<{ rows: ImportRow[] }, ImportReport>; permission?: string };
}
