/**
 * The second windows' rules (issue 18: one board window at most, focused when asked for again, closed
 * at sign-out or another organisation). Electron cannot run here: the windows are fakes with the few
 * methods the registry uses; main.ts adapts a BrowserWindow to them.
 */
import { describe, expect, it } from 'vitest';
import { RouteWindows, routeWindowKey, sessionIdentity, type RouteWindowHandle } from '../../../src/main/electron/routeWindows';

class FakeWindow implements RouteWindowHandle {
  destroyed = false;
  minimized = false;
  focused = 0;
  private closed: (() => void)[] = [];
  constructor(readonly path: string) {}
  isDestroyed = () => this.destroyed;
  isMinimized = () => this.minimized;
  restore = () => void (this.minimized = false);
  focus = () => void this.focused++;
  close = () => {
    this.destroyed = true;
    for (const l of this.closed) l();
  };
  onClosed = (listener: () => void) => void this.closed.push(listener);
}

function registry() {
  const made: FakeWindow[] = [];
  const windows = new RouteWindows((path) => {
    const w = new FakeWindow(path);
    made.push(w);
    return w;
  });
  return { windows, made };
}

describe('second windows', () => {
  it('one board window whichever board page it shows: asked for again, the open one comes back to the front', () => {
    const { windows, made } = registry();
    windows.show('/board/index');
    made[0].minimized = true;
    windows.show('/board/index');
    windows.show('/board/detail?id=7');
    expect(made).toHaveLength(1);
    expect(made[0].minimized).toBe(false);
    expect(made[0].focused).toBe(2);
  });

  it('a closed board window opens anew; other routes have their own window', () => {
    const { windows, made } = registry();
    windows.show('/board/index');
    made[0].close();
    windows.show('/board/index');
    windows.show('/project/detail?id=1');
    expect(made.map((w) => w.path)).toEqual(['/board/index', '/board/index', '/project/detail?id=1']);
  });

  it('closes every second window when the person signs out or switches organisation, not when the same session is reloaded', () => {
    const { windows, made } = registry();
    windows.sessionIs(sessionIdentity({ userId: 'u1', tenantId: '100001' }));
    windows.show('/board/index');
    windows.sessionIs(sessionIdentity({ userId: 'u1', tenantId: '100001' }));
    expect(made[0].destroyed).toBe(false);
    windows.sessionIs(sessionIdentity({ userId: 'u1', tenantId: '100002' }));
    expect(made[0].destroyed).toBe(true);
    windows.show('/board/index');
    windows.sessionIs(sessionIdentity(null));
    expect(made[1].destroyed).toBe(true);
    windows.show('/board/index');
    expect(made).toHaveLength(3);
  });

  it('keys: the board by its prefix, any other route by its path without the query', () => {
    expect(routeWindowKey('/board/company?id=3')).toBe('/board');
    expect(routeWindowKey('/project/detail?id=1')).toBe('/project/detail');
  });
});
