import type { Executor } from '../db/database';
import { timestamp } from '../db/time';
import { insertMissingAgreementTexts } from '../repositories/agreement-texts';
import { countInvites, insertInvite, rootDept } from '../repositories/invites';
import { AGREEMENT_TEXTS } from './agreement-texts';
import { DEMO_ORGANISATIONS } from './demo-organisations';

/** The demo invitation code of an organisation (README lists them): JOIN and the tenant id. */
export const demoInviteCode = (tenantId: string) => `JOIN${tenantId}`;

/** One code per demo organisation that never expires, and the two agreement texts. */
export async function seedPersonal(db: Executor): Promise<void> {
  const now = timestamp();
  if ((await countInvites(db)) === 0) {
    for (const org of DEMO_ORGANISATIONS) {
      const dept = await rootDept(db, org.tenantId);
      if (!dept) continue;
      await insertInvite(db, { code: demoInviteCode(org.tenantId), tenant_id: org.tenantId, dept_id: dept.id, create_user: '0', create_time: now, expires_at: null });
    }
  }
  await insertMissingAgreementTexts(db, AGREEMENT_TEXTS.map((t) => ({ ...t, update_time: now })));
}
