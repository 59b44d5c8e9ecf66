/**
 * electron-updater's own updaters, run in plain Node against a feed: its AppUpdater reads the feed
 * with Electron's net module, so the test swaps in a node:http executor (the same HttpExecutor base
 * electron-updater's executor extends) and a plain app adapter. Everything else — the generic
 * provider, the channel file per platform, the YAML parsing, the checksum check of the file list and
 * the semver comparison — is electron-updater's code.
 */
import http from 'node:http';
import { tmpdir } from 'node:os';
import { HttpExecutor } from 'builder-util-runtime';
import { NsisUpdater, type AppUpdater } from 'electron-updater';

class NodeHttpExecutor extends HttpExecutor<http.ClientRequest> {
  createRequest(options: http.RequestOptions, callback: (response: http.IncomingMessage) => void): http.ClientRequest {
    return http.request(options, callback);
  }
}

export type FeedPlatform = 'win32' | 'darwin' | 'linux';

export function nodeUpdater(feedUrl: string, platform: FeedPlatform, currentVersion: string): AppUpdater {
  const app = {
    version: currentVersion,
    name: 'cem-desktop',
    isPackaged: true,
    appUpdateConfigPath: '',
    userDataPath: tmpdir(),
    baseCachePath: tmpdir(),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  };
  // NsisUpdater for every platform: the feed a check reads depends only on the provider's platform
  // (set below), while MacUpdater needs Electron's native updater and AppImageUpdater an AppImage.
  const updater = new NsisUpdater(null, app);
  const internals = updater as unknown as { httpExecutor: HttpExecutor<http.ClientRequest>; _testOnlyOptions: { platform: FeedPlatform } };
  internals.httpExecutor = new NodeHttpExecutor();
  internals._testOnlyOptions = { platform };
  updater.logger = null;
  updater.autoDownload = false;
  // Set after the executor: setFeedURL builds the provider with the executor it finds.
  updater.setFeedURL({ provider: 'generic', url: feedUrl });
  return updater;
}
