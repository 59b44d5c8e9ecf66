import { randomInt } from 'node:crypto';
import { isStrongPassword } from '@shared/domain/accountSecurity';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { hashPassword } from '../auth/passwords';
import type { Executor } from '../db/database';
import { newId } from '../db/ids';
import { timestamp } from '../db/time';
import { insertPost } from '../repositories/posts';
import { insertUser } from '../repositories/users';
import { provisionOrganisation, type ProvisionedOrganisation } from '../organisations/provision';
import { DEMO_MEMBERS, DEMO_ORGANISATIONS } from './demo-organisations';
import { seedNotices } from './notices';

type SeededOrg = ProvisionedOrganisation;

async function seedOrganisation(db: Executor, org: (typeof DEMO_ORGANISATIONS)[number], now: string): Promise<SeededOrg> {
  return provisionOrganisation(db, { tenantId: org.tenantId, name: org.name, category: org.category, status: 1 }, now);
}

async function seedPerson(db: Executor, person: { account: string; phone: string; realName: string }, passwordHash: Promise<string>, now: string): Promise<string> {
  const id = newId();
  await insertUser(db, {
    id,
    account: person.account,
    phone: person.phone,
    real_name: person.realName,
    avatar: '',
    password_hash: await passwordHash,
    failed_attempts: 0,
    locked_until: null,
    status: 1,
    create_time: now,
  });
  return id;
}

/** Letters and digits that cannot be misread (no 0/O, 1/l/I). */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** 16 random characters that pass the password rule (a letter and a digit). */
export function randomPassword(): string {
  for (;;) {
    const password = Array.from({ length: 16 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
    if (isStrongPassword(password)) return password;
  }
}

/**
 * What a production start needs: the operator organisation 000000 (department, roles, menus) and its
 * administrator `admin`, whose first password is given (CEM_ADMIN_PASSWORD) or random. Nothing else:
 * no other organisation, account, notice or invitation code.
 */
export async function seedOperator(db: Executor, password: string, scryptLogN?: number): Promise<void> {
  const now = timestamp();
  const operator = DEMO_ORGANISATIONS.find((o) => o.tenantId === OPERATOR_TENANT)!;
  const seeded = await seedOrganisation(db, operator, now);
  const adminId = await seedPerson(db, { ...operator.admin, phone: '' }, hashPassword(password, scryptLogN), now);
  await insertPost(db, {
    id: newId(),
    user_id: adminId,
    tenant_id: OPERATOR_TENANT,
    dept_id: seeded.deptId,
    post_name: operator.admin.postName,
    role_ids: seeded.roleIds.administrator,
    join_status: 'JOINED',
    create_time: now,
  });
}

/** The demo organisations, their administrators and the multi-organisation member, all with the demo password. */
export async function seedOrganisations(db: Executor, demoPassword: string, scryptLogN?: number): Promise<void> {
  const now = timestamp();
  const people = [...DEMO_ORGANISATIONS.map((o) => o.admin), ...DEMO_MEMBERS];
  // One hash of the public demo password for every demo account (docs/decisions.md): a salt each
  // would hide only what everyone knows, at half a second and 128 MiB per account.
  const demoHash = hashPassword(demoPassword, scryptLogN);
  const hashes = new Map(people.map((p) => [p.account, demoHash]));

  const orgs = new Map<string, SeededOrg>();
  const admins = new Map<string, string>();
  for (const org of DEMO_ORGANISATIONS) {
    const seeded = await seedOrganisation(db, org, now);
    orgs.set(org.tenantId, seeded);
    const adminId = await seedPerson(db, org.admin, hashes.get(org.admin.account)!, now);
    admins.set(org.tenantId, adminId);
    await insertPost(db, {
      id: newId(),
      user_id: adminId,
      tenant_id: org.tenantId,
      dept_id: seeded.deptId,
      post_name: org.admin.postName,
      role_ids: seeded.roleIds.administrator,
      join_status: 'JOINED',
      create_time: now,
    });
    await seedNotices(db, org.tenantId, adminId, adminId);
  }

  for (const member of DEMO_MEMBERS) {
    const userId = await seedPerson(db, member, hashes.get(member.account)!, now);
    for (const post of member.posts) {
      const org = orgs.get(post.tenantId)!;
      await insertPost(db, {
        id: newId(),
        user_id: userId,
        tenant_id: post.tenantId,
        dept_id: org.deptId,
        post_name: post.postName,
        role_ids: org.roleIds[post.role],
        join_status: post.joinStatus,
        create_time: now,
      });
    }
  }
}
