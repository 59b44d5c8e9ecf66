import { describe, expect, it } from 'vitest';
import { coreConfigFrom } from '../../../src/main/services/config';

describe('core configuration defaults (spec 1 §9)', () => {
  it('refreshes the session every 30 minutes and lets a request run 1 000 000 ms when nothing is set', () => {
    const config = coreConfigFrom({});
    expect(config.proactiveRefreshMs).toBe(1_800_000);
    expect(config.requestTimeoutMs).toBe(1_000_000);
  });

  it('keeps the defaults when a variable is set but empty or not a number', () => {
    const config = coreConfigFrom({ CEM_PROACTIVE_REFRESH_MS: '', CEM_REQUEST_TIMEOUT_MS: 'soon' });
    expect(config.proactiveRefreshMs).toBe(1_800_000);
    expect(config.requestTimeoutMs).toBe(1_000_000);
  });
});
