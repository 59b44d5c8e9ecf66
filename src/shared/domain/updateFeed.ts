/**
 * The electron-updater "generic" feed (issue 19): what the reference server serves at
 * /updates/latest.yml (Windows), /updates/latest-mac.yml and /updates/latest-linux.yml from the newest
 * app-version record of each desktop terminal, and what the app's updater reads back. The layout is
 * the one electron-builder publishes, so the same files could equally be served by any static host.
 */
export const UPDATE_FEED_PATH = '/updates';

/** The fields electron-updater reads (UpdateInfo), plus `forced`: the record's isUpdate 1. */
export interface UpdateFeed {
  version: string;
  files: { url: string; sha512: string; size: number }[];
  path: string;
  sha512: string;
  releaseDate: string;
  releaseName: string;
  releaseNotes: string;
  /** An update the person cannot postpone (isUpdate 1). electron-updater keeps unknown fields. */
  forced: boolean;
}

/** One YAML scalar: JSON's double-quoted strings are valid YAML, so no value can break the document. */
const scalar = (v: string | number | boolean) => (typeof v === 'string' ? JSON.stringify(v) : String(v));

export function updateFeedYaml(feed: UpdateFeed): string {
  const lines = [`version: ${scalar(feed.version)}`, 'files:'];
  for (const f of feed.files) lines.push(`  - url: ${scalar(f.url)}`, `    sha512: ${scalar(f.sha512)}`, `    size: ${scalar(f.size)}`);
  lines.push(
    `path: ${scalar(feed.path)}`,
    `sha512: ${scalar(feed.sha512)}`,
    `releaseDate: ${scalar(feed.releaseDate)}`,
    `releaseName: ${scalar(feed.releaseName)}`,
    `releaseNotes: ${scalar(feed.releaseNotes)}`,
    `forced: ${scalar(feed.forced)}`,
  );
  return `${lines.join('\n')}\n`;
}

/** The words of the update dialog and banner ({{version}}, {{percent}} filled in); English in i18n/updates.en.ts. */
export const UPDATE_TEXTS = {
  title: '软件更新',
  ready: '新版本 {{version}} 已下载完成，是否立即重启以完成更新？',
  readyForced: '新版本 {{version}} 为强制更新，需要立即重启以完成更新。',
  restart: '立即重启',
  later: '稍后',
  downloading: '正在后台下载新版本 {{version}}（{{percent}}%）',
  readyBanner: '新版本 {{version}} 已下载，重启后生效',
} as const;
