import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular, DocumentTableRegular } from '@fluentui/react-icons';
import type { BridgeResult } from '@shared/bridge';
import { EXCEL_MESSAGES, MAX_IMPORT_BYTES, type ExcelSaved, type ImportReport } from '@shared/domain/excel';
import { CORE_MESSAGES } from '@shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bridge } from '../../../bridge/client';
import { pickFiles } from '../../../features/uploads/transfer';
import { useLanguage } from '../../../i18n/useLanguage';
import { useLocaliseMessage } from '../../../i18n/useLocaliseMessage';
import { useNotify } from '../../../shell/toast';
import { buildSheet, type SheetUse } from './buildSheet';
import { ImportResultDialog } from './ImportResultDialog';
import { saveInBrowser } from './saveInBrowser';
import type { ExcelDeclaration } from './types';

const refused = (message: string): BridgeResult<never> => ({ ok: false, error: { kind: 'invalid', message } });

/** The chosen .xlsx as a core file handle: Electron's dialog, or the page's own picker staged through the host. */
async function chooseWorkbook(): Promise<BridgeResult<string | null>> {
  const picked = await bridge.excel.pick();
  if (picked.ok) return { ok: true, data: picked.data?.id ?? null };
  if (picked.error.message !== CORE_MESSAGES.browserPicksFiles) return picked;
  const files = await pickFiles({ multiple: false, accept: ['xlsx'], purpose: 'large' });
  if (!files.ok) return files;
  const file = files.data[0];
  if (!file) return { ok: true, data: null };
  // Checked before a byte is sent: anything but a small .xlsx is no sheet of this list.
  if (!/\.xlsx$/i.test(file.name) || file.size <= 0 || file.size > MAX_IMPORT_BYTES) return refused(EXCEL_MESSAGES.fileReadFailed);
  const staged = await file.stage();
  return staged.ok ? { ok: true, data: staged.data.id } : staged;
}

/**
 * The list toolbar's 导入 and 下载模板 (a resource's `excel` declaration; 导出 is crud/export's, on
 * every list). The core does the work: it writes the template, or reads the chosen file and sends
 * its rows to the import endpoint; this shows the outcome.
 */
export function ExcelButtons(props: {
  resource: string;
  declaration: ExcelDeclaration;
  may: (code?: string) => boolean;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const localise = useLocaliseMessage();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const { declaration, resource } = props;
  const sheet = (use: SheetUse) => buildSheet(declaration, resource, use, language, queryClient);

  const run = async (work: () => Promise<BridgeResult<unknown>>) => {
    setBusy(true);
    try {
      const result = await work();
      if (!result.ok) notify('error', localise(result.error.message));
      return result;
    } catch {
      notify('error', localise(EXCEL_MESSAGES.fileReadFailed));
      return null;
    } finally {
      setBusy(false);
    }
  };
  const saved = (result: BridgeResult<unknown> | null) => {
    if (!result?.ok || !result.data) return;
    const file = result.data as ExcelSaved;
    if ('base64' in file) saveInBrowser(file.name, file.base64);
    else notify('success', t('resources.excel.saved', { name: file.name }));
  };

  const template = async () => saved(await run(async () => bridge.excel.template({ sheet: await sheet('template') })));
  const importFile = async (endpoint: NonNullable<ExcelDeclaration['import']>['endpoint']) => {
    const result = await run(async () => {
      const handle = await chooseWorkbook();
      if (!handle.ok || handle.data === null) return handle;
      return bridge.excel.importFile({ handle: handle.data, sheet: await sheet('import'), endpoint: { module: endpoint.module, path: endpoint.path } });
    });
    if (!result?.ok || !result.data) return;
    const answer = result.data as ImportReport;
    setReport(answer);
    if (answer.imported > 0) await queryClient.invalidateQueries({ queryKey: [resource] });
  };

  const importing = declaration.import && props.may(declaration.import.permission) ? declaration.import : null;
  return (
    <>
      {importing && (
        <>
          <Button icon={<ArrowUploadRegular />} disabled={busy} onClick={() => void importFile(importing.endpoint)} data-testid="excel-import">
            {t('resources.excel.import')}
          </Button>
          <Button icon={<DocumentTableRegular />} disabled={busy} onClick={() => void template()} data-testid="excel-template">
            {t('resources.excel.template')}
          </Button>
        </>
      )}
      <ImportResultDialog report={report} onClose={() => setReport(null)} />
    </>
  );
}
