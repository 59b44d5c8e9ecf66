import { Button, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { Endpoint } from '@shared/api/endpoints';
import type { ExcelSaved, ExcelSheet } from '@shared/domain/excel';
import { EXCEL_MESSAGES } from '@shared/domain/excel';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bridge, onBridgeEvent } from '../../bridge/client';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../../shell/toast';

const useStyles = makeStyles({
  progress: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '220px' },
  bar: { width: '120px' },
});

/** Browser mode: the host serves the finished file once; the browser saves it as a download. */
function download(url: string, name: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * 导出 on a list's toolbar (issue 18): the core pages through the list with the search on screen and
 * writes the .xlsx; this shows its progress (rows written of the total) and the outcome. Under
 * Electron the file goes where the person chose; in browser mode the browser downloads it.
 */
export function ExportButton(props: {
  /** The sheet to write, labels resolved in the person's language (asked for at the click). */
  sheet: () => Promise<ExcelSheet>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  page: Endpoint<any, any>;
  filters: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const localise = useLocaliseMessage();
  const notify = useNotify();
  const [progress, setProgress] = useState<{ written: number; total: number } | null>(null);
  const running = useRef<string | null>(null);

  useEffect(
    () =>
      onBridgeEvent((event) => {
        if (event.type === 'excel-export-progress' && event.id === running.current) setProgress({ written: event.written, total: event.total });
      }),
    [],
  );

  const run = async () => {
    const id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
    running.current = id;
    setProgress({ written: 0, total: 0 });
    try {
      const sheet = await props.sheet();
      const result = await bridge.excel.exportList({ sheet, endpoint: { module: props.page.module, path: props.page.path }, query: props.filters, progressId: id });
      if (!result.ok) return notify('error', localise(result.error.message));
      const file = result.data as ExcelSaved | null;
      if (!file) return;
      if ('url' in file) download(file.url, file.name);
      else notify('success', t('resources.excel.saved', { name: file.name }));
    } catch {
      notify('error', localise(EXCEL_MESSAGES.exportFailed));
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  return (
    <>
      <Button icon={<ArrowDownloadRegular />} disabled={progress !== null} onClick={() => void run()} data-testid="excel-export">
        {t('resources.excel.export')}
      </Button>
      {progress && (
        <span className={styles.progress} data-testid="excel-export-progress" role="status">
          <ProgressBar className={styles.bar} value={progress.total ? progress.written / progress.total : undefined} />
          <Text size={200}>{t('crud.exportProgress', { written: progress.written, total: progress.total })}</Text>
        </span>
      )}
    </>
  );
}
