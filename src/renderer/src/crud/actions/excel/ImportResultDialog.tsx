import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { ImportReport } from '@shared/domain/excel';
import { useTranslation } from 'react-i18next';
import { useLocaliseMessage } from '../../../i18n/useLocaliseMessage';

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse', marginTop: tokens.spacingVerticalS },
  cell: { textAlign: 'left', padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, verticalAlign: 'top' },
  row: { whiteSpace: 'nowrap', width: '7em' },
  scroll: { maxHeight: '50vh', overflowY: 'auto' },
});

/**
 * What an import did: how many rows it imported, or — when any row broke a rule — that nothing of
 * the file was imported, with each bad row's number (as the sheet shows it) and the rule's message.
 */
export function ImportResultDialog(props: { report: ImportReport | null; onClose: () => void }) {
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const styles = useStyles();
  const report = props.report;
  return (
    <Dialog open={report !== null} onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface data-testid="excel-import-result">
        <DialogBody>
          <DialogTitle>{t('resources.excel.result.title')}</DialogTitle>
          <DialogContent>
            {report && report.errors.length === 0 && (
              <MessageBar intent="success">
                <MessageBarBody data-testid="excel-imported">{t('resources.excel.result.imported', { count: report.imported })}</MessageBarBody>
              </MessageBar>
            )}
            {report && report.errors.length > 0 && (
              <>
                <MessageBar intent="error">
                  <MessageBarBody>{t('resources.excel.result.refused')}</MessageBarBody>
                </MessageBar>
                <div className={styles.scroll}>
                  <table className={styles.table} data-testid="excel-row-errors">
                    <thead>
                      <tr>
                        <th className={`${styles.cell} ${styles.row}`}>{t('resources.excel.result.row')}</th>
                        <th className={styles.cell}>{t('resources.excel.result.message')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.errors.map((e, i) => (
                        <tr key={`${e.row}-${i}`} data-row={e.row}>
                          <td className={`${styles.cell} ${styles.row}`}>{t('resources.excel.result.rowNumber', { row: e.row })}</td>
                          <td className={styles.cell}>{localise(e.message)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={props.onClose} data-testid="excel-result-close">
              {t('resources.excel.result.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
