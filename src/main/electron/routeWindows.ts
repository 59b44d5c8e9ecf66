/** What the registry needs of a BrowserWindow, so its rules run in tests where Electron cannot. */
export interface RouteWindowHandle {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
  close(): void;
  onClosed(listener: () => void): void;
}

/** The data board is one window whichever of its pages it shows; any other route has its own. */
export function routeWindowKey(path: string): string {
  const route = path.split('?')[0];
  return route.startsWith('/board/') ? '/board' : route;
}

/** Who a window was opened for: the person and the organisation signed in, or nobody. */
export function sessionIdentity(user: { userId: string; tenantId: string } | null | undefined): string | null {
  return user ? `${user.userId}@${user.tenantId}` : null;
}

/**
 * The second windows (the data board, pages opened with a target): at most one per route, brought to
 * the front when asked for again, and all closed when the person signs out or switches organisation,
 * since they show that organisation's figures.
 */
export class RouteWindows {
  private readonly open = new Map<string, RouteWindowHandle>();
  private identity: string | null = null;

  constructor(private readonly create: (path: string) => RouteWindowHandle) {}

  show(path: string): void {
    const key = routeWindowKey(path);
    const existing = this.open.get(key);
    if (existing && !existing.isDestroyed()) {
      if (existing.isMinimized()) existing.restore();
      existing.focus();
      return;
    }
    const win = this.create(path);
    this.open.set(key, win);
    win.onClosed(() => {
      if (this.open.get(key) === win) this.open.delete(key);
    });
  }

  /** Called with the session's identity after every session event; a different one closes them all. */
  sessionIs(identity: string | null): void {
    if (identity === this.identity) return;
    this.identity = identity;
    for (const win of [...this.open.values()]) if (!win.isDestroyed()) win.close();
    this.open.clear();
  }
}
