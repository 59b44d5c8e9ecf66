import { PRINT_AUTO_PARAM, type PrintOutput } from '@shared/domain/print';
import type { AppInfo } from '@shared/bridge';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { appInfoQuery } from '../../api/appQueries';
import { bridge } from '../../bridge/client';
import { useLooseT } from '../../crud/looseT';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../../shell/toast';

/**
 * 打印 / 导出PDF of a print view. Electron: the core prints the route in a hidden window of its own —
 * the system's print dialog, or a PDF written where the person chooses. Browser mode has no such
 * window: both open the print view in a new tab, which opens the browser's print dialog (where
 * "Save as PDF" is a destination), so the page never holds a file or a token either way.
 */
export function usePrintPage(): (path: string, output: PrintOutput, fileName: string) => void {
  const mode = useQuery(appInfoQuery()).data?.mode;
  const notify = useNotify();
  const lt = useLooseT();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  return useCallback(
    (path, output, fileName) => {
      const run = (current: AppInfo['mode']) => {
        if (current !== 'electron') {
          window.open(`${path}?${PRINT_AUTO_PARAM}=print`, '_blank', 'noopener');
          return;
        }
        void bridge.app.print({ path, output, fileName }).then((result) => {
          if (!result.ok) notify('error', localise(result.error.message));
          else if (result.data?.path) notify('success', lt('resources.print.saved', { path: result.data.path }));
        });
      };
      // Known at once in practice (the shell asked on start); a click before that waits for the answer rather than guessing.
      if (mode) run(mode);
      else void queryClient.fetchQuery(appInfoQuery()).then((info) => run(info.mode));
    },
    [mode, notify, lt, localise, queryClient],
  );
}
