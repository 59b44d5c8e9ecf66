import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rendererFileFor } from '../../../src/main/electron/rendererFiles';
import { isAppUrl } from '../../../src/main/electron/rendererOrigin';

const dir = '/opt/cem/out/renderer';

describe('the app:// protocol', () => {
  it('serves built files and routes the rest to index.html', () => {
    expect(rendererFileFor('app://renderer/assets/index-abc.js', dir)).toBe(join(dir, 'assets/index-abc.js'));
    expect(rendererFileFor('app://renderer/', dir)).toBe(join(dir, 'index.html'));
    expect(rendererFileFor('app://renderer/desk/index', dir)).toBe(join(dir, 'index.html'));
  });

  it('never leaves the renderer folder', () => {
    expect(rendererFileFor('app://renderer/..%2F..%2Fetc%2Fpasswd.txt', dir)).toBeNull();
    // Encoded dot segments are resolved by the URL parser before we see them: still inside the folder.
    expect(rendererFileFor('app://renderer/%2e%2e/%2e%2e/main/index.js', dir)).toBe(join(dir, 'main/index.js'));
    expect(rendererFileFor('app://renderer/a%00.js', dir)).toBeNull();
  });

  it('recognises only its own origin', () => {
    expect(isAppUrl('app://renderer/x')).toBe(true);
    expect(isAppUrl('app://other/x')).toBe(false);
    expect(isAppUrl('http://renderer/x')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });
});
