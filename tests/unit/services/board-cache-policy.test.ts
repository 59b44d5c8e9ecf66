import { describe, expect, it } from 'vitest';
import { boardEndpoints } from '@shared/api/boardEndpoints';
import { policyFor } from '../../../src/main/services/cache/cachePolicy';

/** The board's figures stay readable offline: the core caches every head-stat answer as a page (issue 18). */
describe('the data board in the cache policy', () => {
  it.each(Object.entries(boardEndpoints))('%s is kept as a page', (_, endpoint) => {
    expect(policyFor(endpoint.module, endpoint.path)).toEqual({ kind: 'page' });
  });
});
