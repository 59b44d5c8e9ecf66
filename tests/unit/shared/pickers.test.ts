import { describe, expect, it } from 'vitest';
import { isPickableOrganisation } from '../../../src/shared/domain/bizAttention';
import { memberListQuerySchema } from '../../../src/shared/domain/member';

describe('picker rules', () => {
  it('offers only organisations in normal standing that are not disabled as partners here', () => {
    expect(isPickableOrganisation({ status: 1, attentionStatus: 1 })).toBe(true);
    for (const status of [2, 3, 4]) expect(isPickableOrganisation({ status, attentionStatus: 1 })).toBe(false);
    // The partner's standing here (biz_attention.status 2), not only the organisation's own.
    expect(isPickableOrganisation({ status: 1, attentionStatus: 2 })).toBe(false);
  });
  it('reads the member query with its paging defaults and a 100-character search', () => {
    expect(memberListQuerySchema.parse({ realName: ' 林 ' })).toMatchObject({ realName: '林', current: 1, size: 10 });
    expect(memberListQuerySchema.safeParse({ realName: '名'.repeat(101) }).success).toBe(false);
    expect(memberListQuerySchema.parse({ tenantId: '100005', code: 'x', size: '100' })).toMatchObject({ size: 100 });
  });
});
