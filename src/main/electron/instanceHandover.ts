import { invitationFromArgv, invitationRoute } from './invitationLinks';

/** The running app's main window, as the hand-over needs it (Electron's BrowserWindow behind it). */
export interface MainWindowPort {
  /** Brings the window up: created again if closed, restored if minimised, then focused. */
  bringToFront(): void;
  /** Loads an app route in the window. */
  navigate(path: string): void;
}

/**
 * A second launch, or the OS opening a cem:// link, ends up here: the running window comes to the
 * front and, for an invitation, shows it. Links that arrive before the window exists (the first
 * launch, macOS's open-url before ready) wait for it.
 */
export class InstanceHandover {
  private window: MainWindowPort | null = null;
  private pending: string | null = null;

  /** The first launch's own arguments (Windows, Linux: the link that started the app). */
  constructor(argv: readonly string[]) {
    this.pending = invitationFromArgv(argv);
  }

  /** The window is ready: a link that came early is shown now. */
  attach(window: MainWindowPort): void {
    this.window = window;
    const path = this.pending;
    this.pending = null;
    if (path) window.navigate(path);
  }

  /** 'second-instance' (Windows, Linux): the other launch's arguments. */
  secondInstance(argv: readonly string[]): void {
    this.show(invitationFromArgv(argv));
  }

  /** 'open-url' (macOS); true when it was a link of ours (the caller then prevents the default). */
  openUrl(url: string): boolean {
    const path = invitationRoute(url);
    this.show(path);
    return path !== null;
  }

  private show(path: string | null): void {
    if (!this.window) {
      this.pending = path ?? this.pending;
      return;
    }
    this.window.bringToFront();
    if (path) this.window.navigate(path);
  }
}
