import { describe, expect, it } from 'vitest';
import { UPDATE_TEXTS } from '@shared/domain/updateFeed';
import { restartQuestion, type ShowMessageBox } from '../../../src/main/services/updates/updateDialog';

function dialog(response: number) {
  const shown: Parameters<ShowMessageBox>[0][] = [];
  const show: ShowMessageBox = async (options) => {
    shown.push(options);
    return { response };
  };
  return { show, shown };
}

describe('the restart question', () => {
  it('offers 立即重启 and 稍后 for a normal update, with the version and its notes', async () => {
    const { show, shown } = dialog(1);
    expect(await restartQuestion(show, () => 'zh')({ version: '1.2.0', notes: '新增发票导出', forced: false })).toBe('later');
    expect(shown[0]).toMatchObject({ title: UPDATE_TEXTS.title, message: '新版本 1.2.0 已下载完成，是否立即重启以完成更新？', detail: '新增发票导出', buttons: ['立即重启', '稍后'], cancelId: 1 });
  });

  it('has only 立即重启 for a forced update: even closing the dialog restarts', async () => {
    const { show, shown } = dialog(0);
    expect(await restartQuestion(show, () => 'zh')({ version: '2.0.0', notes: '', forced: true })).toBe('restart');
    expect(shown[0]).toMatchObject({ message: '新版本 2.0.0 为强制更新，需要立即重启以完成更新。', buttons: ['立即重启'], cancelId: 0 });
  });

  it('speaks English when the person chose it', async () => {
    const { show, shown } = dialog(0);
    expect(await restartQuestion(show, () => 'en')({ version: '1.2.0', notes: '', forced: false })).toBe('restart');
    expect(shown[0].buttons).toEqual(['Restart now', 'Later']);
  });
});

describe('the update feed address', () => {
  it('is CEM_UPDATE_URL, else /updates of the chosen server, else none for the embedded server', async () => {
    const { updateFeedUrl } = await import('../../../src/main/services/updates/electronUpdates');
    expect(updateFeedUrl({ CEM_UPDATE_URL: 'https://dl.example.com/cem/' }, 'https://cem.example.com')).toBe('https://dl.example.com/cem/');
    expect(updateFeedUrl({ CEM_SERVER_URL: 'https://a.example.com' }, 'https://cem.example.com/api/')).toBe('https://cem.example.com/updates');
    expect(updateFeedUrl({ CEM_SERVER_URL: 'https://a.example.com' }, '')).toBe('https://a.example.com/updates');
    expect(updateFeedUrl({}, '')).toBeNull();
  });
});
