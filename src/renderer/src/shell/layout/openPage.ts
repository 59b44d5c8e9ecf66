import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { appInfoQuery } from '../../api/appQueries';
import { bridge } from '../../bridge/client';

/** A path with its query, the target parameter taken out (it decides where the page opens, not what it shows). */
export function withoutTarget(path: string, query?: Record<string, string>): { path: string; newWindow: boolean } {
  const [pathname, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  for (const [k, v] of Object.entries(query ?? {})) params.set(k, v);
  const newWindow = params.get('target') === '_blank';
  params.delete('target');
  const rest = params.toString();
  return { path: rest ? `${pathname}?${rest}` : pathname, newWindow };
}

/** Opens an app route in a window of its own: Electron through the core, browser mode as a new tab. */
export function useOpenWindow(): (path: string) => void {
  const mode = useQuery(appInfoQuery()).data?.mode;
  return useCallback(
    (path: string) => {
      if (mode === 'electron') void bridge.app.openWindow(path);
      else window.open(path, '_blank', 'noopener');
    },
    [mode],
  );
}

/** Goes to a page, or opens it in a new window when its query says target=_blank (spec 1 §2). */
export function useOpenPage(): (path: string, query?: Record<string, string>) => void {
  const navigate = useNavigate();
  const openWindow = useOpenWindow();
  return useCallback(
    (path, query) => {
      const target = withoutTarget(path, query);
      if (target.newWindow) openWindow(target.path);
      else void navigate(target.path);
    },
    [navigate, openWindow],
  );
}
