import type { Language } from '@shared/bridge';
import { dictEntryLabel } from '@shared/dictionaries';
import type { ExcelColumn, ExcelSheet } from '@shared/domain/excel';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { dictionaryQuery } from '../../../api/referenceQueries';
import { ensureLanguage } from '../../../i18n/setupI18n';
import { exportFileName } from '../../export/columnSheet';
import type { ExcelColumnDeclaration, ExcelDeclaration } from './types';

/** export: every column, labels of the person's language; template: the importable ones; import: those, reading either language. */
export type SheetUse = 'export' | 'template' | 'import';

const OTHER: Record<Language, Language> = { zh: 'en', en: 'zh' };

async function optionsOf(column: ExcelColumnDeclaration, language: Language, queryClient: QueryClient): Promise<{ value: string; label: string }[] | undefined> {
  const t = i18next.getFixedT(language);
  if (column.options) return column.options.map((o) => ({ value: o.value, label: t(o.label as never) as string }));
  if (!column.dict) return undefined;
  const code = column.dict;
  const entries = await queryClient.fetchQuery(dictionaryQuery(code));
  return entries.map((e) => ({ value: e.dictKey, label: dictEntryLabel(code, e.dictKey, e.dictValue, language) }));
}


/**
 * The sheet the core writes or reads, from a list's declaration: headers and choices translated
 * here (the core has no labels), dictionaries from the cached dictionary. An imported file may
 * have been filled from the other language's template, so import reads either language's headers
 * and choice labels.
 */
export async function buildSheet(declaration: ExcelDeclaration, resource: string, use: SheetUse, language: Language, queryClient: QueryClient): Promise<ExcelSheet> {
  const other = OTHER[language];
  if (use === 'import') await ensureLanguage(i18next, other).catch(() => undefined);
  const t = i18next.getFixedT(language);
  const prefix = declaration.labels ?? `resources.${resource}.fields`;
  const columns: ExcelColumn[] = [];
  for (const c of declaration.columns) {
    if (c.exportOnly && use !== 'export') continue;
    const label = t(`${prefix}.${c.key}` as never) as string;
    const column: ExcelColumn = { key: c.key, label, kind: c.options || c.dict ? 'options' : (c.kind ?? 'text'), ...(c.width ? { width: c.width } : {}) };
    const options = await optionsOf(c, language, queryClient);
    if (options) column.options = options;
    if (use === 'template' && c.hint) column.hint = t(c.hint as never) as string;
    if (use === 'import') {
      const otherLabel = i18next.getFixedT(other)(`${prefix}.${c.key}` as never) as string;
      if (otherLabel !== label) column.aliases = [otherLabel];
      const otherOptions = await optionsOf(c, other, queryClient);
      if (otherOptions && options) column.options = [...options, ...otherOptions];
    }
    columns.push(column);
  }
  const name = t(declaration.fileName as never) as string;
  const fileName = use === 'export' ? exportFileName(name, new Date()) : `${name}${language === 'en' ? ' ' : ''}${t('resources.excel.templateSuffix')}`;
  return { fileName, sheetName: name.slice(0, 31), columns };
}
