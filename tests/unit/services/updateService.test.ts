import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { UpdateBridgeEvent } from '@shared/updateBridge';
import { createUpdateService, UPDATE_CHECK_INTERVAL_MS, type AutoUpdaterLike, type FeedInfo, type RestartAnswer } from '../../../src/main/services/updates/updateService';

/** electron-updater's autoUpdater as the service sees it: events, a check, and quitAndInstall. */
class FakeAutoUpdater extends EventEmitter implements AutoUpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  checks = 0;
  installs: [boolean | undefined, boolean | undefined][] = [];
  /** What the next check finds: an update (which then downloads), nothing, or a failure. */
  next: FeedInfo | null | Error = null;
  async checkForUpdates() {
    this.checks += 1;
    const next = this.next;
    if (next instanceof Error) throw next;
    if (next) this.emit('update-available', next);
    return null;
  }
  finishDownload(info: FeedInfo) {
    this.emit('download-progress', { percent: 42.7 });
    this.emit('update-downloaded', info);
  }
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean) {
    this.installs.push([isSilent, isForceRunAfter]);
  }
}

function setup(answer: RestartAnswer) {
  const updater = new FakeAutoUpdater();
  const events: UpdateBridgeEvent[] = [];
  const asked: { version: string; notes: string; forced: boolean }[] = [];
  const intervals: { run: () => void; ms: number }[] = [];
  const logs: string[] = [];
  const service = createUpdateService({
    updater,
    askRestart: async (update) => {
      asked.push(update);
      return answer;
    },
    notify: (event) => events.push(event),
    log: (line) => logs.push(line),
    setInterval: (run, ms) => intervals.push({ run, ms }),
    clearInterval: () => undefined,
  });
  return { updater, service, events, asked, intervals, logs };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the update service', () => {
  it('downloads in the background and checks on start and then daily', async () => {
    const { updater, service, intervals } = setup('later');
    expect([updater.autoDownload, updater.autoInstallOnAppQuit]).toEqual([true, true]);
    service.start();
    await flush();
    expect(updater.checks).toBe(1);
    expect(intervals.map((i) => i.ms)).toEqual([UPDATE_CHECK_INTERVAL_MS]);
    intervals[0].run();
    await flush();
    expect(updater.checks).toBe(2);
    expect(service.phase()).toBe('idle');
  });

  it('shows the download progress, then asks before restarting and installs when the person agrees', async () => {
    const { updater, service, events, asked } = setup('restart');
    updater.next = { version: '1.2.0', releaseNotes: '新增发票导出', forced: false };
    await service.check();
    expect(service.phase()).toBe('downloading');
    updater.finishDownload(updater.next);
    await flush();
    expect(events).toEqual([
      { type: 'update-downloading', version: '1.2.0', forced: false, percent: 0 },
      { type: 'update-downloading', version: '1.2.0', forced: false, percent: 42 },
      { type: 'update-ready', version: '1.2.0', forced: false },
    ]);
    expect(asked).toEqual([{ version: '1.2.0', notes: '新增发票导出', forced: false }]);
    expect(updater.installs).toEqual([[false, true]]);
    expect(service.phase()).toBe('installing');
  });

  it('lets a normal update be postponed: nothing installs now, and the same version is not asked about again', async () => {
    const { updater, service, asked } = setup('later');
    const info = { version: '1.2.0', forced: false };
    updater.next = info;
    await service.check();
    updater.finishDownload(info);
    await flush();
    expect(service.phase()).toBe('postponed');
    expect(updater.installs).toEqual([]);
    // The next daily check finds it again (electron-updater answers from its download cache).
    await service.check();
    updater.finishDownload(info);
    await flush();
    expect(asked).toHaveLength(1);
    // A newer version is asked about.
    updater.next = { version: '1.3.0', forced: false };
    await service.check();
    updater.finishDownload(updater.next);
    await flush();
    expect(asked.map((a) => a.version)).toEqual(['1.2.0', '1.3.0']);
  });

  it('installs a forced update (isUpdate 1) even when the answer was "later"', async () => {
    const { updater, service, asked } = setup('later');
    updater.next = { version: '2.0.0', forced: true };
    await service.check();
    updater.finishDownload(updater.next);
    await flush();
    expect(asked[0].forced).toBe(true);
    expect(updater.installs).toEqual([[false, true]]);
  });

  it('does not check again while an update downloads, and recovers from a failed check', async () => {
    const { updater, service, logs } = setup('later');
    updater.next = { version: '1.2.0' };
    await service.check();
    await service.check();
    expect(updater.checks).toBe(1);
    updater.emit('error', new Error('net::ERR_CONNECTION_REFUSED'));
    expect(service.phase()).toBe('idle');
    updater.next = new Error('feed answered 404');
    await service.check();
    expect(service.phase()).toBe('idle');
    expect(logs).toEqual(['update check failed: net::ERR_CONNECTION_REFUSED', 'update check failed: feed answered 404']);
  });
});
