/**
 * The Excel toolbar and its import result dialog in real Chromium: the buttons a list's `excel`
 * declaration adds (each behind its permission), and what the dialog shows of an import — the count
 * imported, or that nothing was imported with each bad row's number and the rule's message, in
 * the person's language.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { Locator } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { USER_EXCEL_MESSAGES } from '@shared/domain/userExcel';
import { RULE_MESSAGES } from '@shared/domain/rules';
import type { ImportReport } from '@shared/domain/excel';
import { ImportResultDialog } from '../../src/renderer/src/crud/actions/excel/ImportResultDialog';
import { userExcel } from '../../src/renderer/src/resources/users/excel';
import './support/fakeCore';
import { createI18n } from './support/FieldHarness';
import { serveDeals } from './support/dealCore';
import { openDealList } from './support/dealList';
import { deals } from './support/fixtureResource';
import { ListHarness } from './support/ListHarness';

async function openDialog(language: 'zh' | 'en', report: ImportReport) {
  const i18n = await createI18n(language);
  const screen = await render(
    <ListHarness i18n={i18n}>
      <ImportResultDialog report={report} onClose={() => undefined} />
    </ListHarness>,
  );
  return screen.getByTestId('excel-import-result');
}

const refused: ImportReport = {
  imported: 0,
  errors: [
    { row: 3, message: USER_EXCEL_MESSAGES.realNameLength },
    { row: 3, message: RULE_MESSAGES.mobileFormat },
    { row: 7, message: USER_EXCEL_MESSAGES.accountTaken },
  ],
};

const rowsOf = (dialog: Locator) => [...dialog.getByTestId('excel-row-errors').element().querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('ImportResultDialog', () => {
  it('says how many rows were imported', async () => {
    const dialog = await openDialog('zh', { imported: 12, errors: [] });
    await expect.element(dialog.getByTestId('excel-imported')).toHaveTextContent('成功导入 12 条数据');
    expect(dialog.getByTestId('excel-row-errors').elements()).toHaveLength(0);
  });

  it('lists each bad row with its number and message, and says nothing was imported', async () => {
    const dialog = await openDialog('zh', refused);
    await expect.element(dialog.getByText('以下数据有误，本文件未导入任何数据，请修改后重新导入')).toBeVisible();
    expect(rowsOf(dialog)).toEqual([
      ['第 3 行', '姓名长度须为2到5个字符'],
      ['第 3 行', '手机号码格式有误'],
      ['第 7 行', '账号已存在'],
    ]);
  });

  it('reads in English', async () => {
    const dialog = await openDialog('en', refused);
    await expect.element(dialog.getByText('Import result')).toBeVisible();
    expect(rowsOf(dialog)).toEqual([
      ['Row 3', 'A real name has 2 to 5 characters'],
      ['Row 3', 'The mobile number format is invalid'],
      ['Row 7', 'This account already exists'],
    ]);
  });
});

describe('the Excel toolbar buttons', () => {
  beforeEach(() => serveDeals(['user_export']));

  it('shows 导出 to whoever holds the export button, and 导入 / 下载模板 only with the import button', async () => {
    const screen = await openDealList({ ...deals, excel: userExcel } as typeof deals);
    await expect.element(screen.getByTestId('excel-export')).toHaveTextContent('导出');
    expect(screen.getByTestId('excel-import').elements()).toHaveLength(0);
    screen.unmount();

    serveDeals(['user_export', 'user_import']);
    const both = await openDealList({ ...deals, excel: userExcel } as typeof deals);
    await expect.element(both.getByTestId('excel-import')).toHaveTextContent('导入');
    await expect.element(both.getByTestId('excel-template')).toHaveTextContent('下载模板');
  });
});
