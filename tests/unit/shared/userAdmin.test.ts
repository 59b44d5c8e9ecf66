import { describe, expect, it } from 'vitest';
import { firstMessage } from '@shared/domain/validation';
import {
  USER_ADMIN_MESSAGES as M,
  USER_ADMIN_SHARED_MESSAGES as S,
  userAddSchema,
  userAvatarStatusSchema,
  userEditSchema,
  userGrantRolesSchema,
  userPageQuerySchema,
  userStatusSchema,
} from '@shared/domain/userAdmin';

const valid = {
  account: 'ops_user',
  userType: '1',
  password: 'Abc12345',
  password2: 'Abc12345',
  name: '小周',
  realName: '周小川',
  phone: '13700000001',
  tenantId: '000000',
  roleIds: '11,12',
  deptId: '21',
  postId: '31',
};
const message = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? 'ok' : firstMessage(r.error as never);
};

describe('user admin rules (spec 3 §5)', () => {
  it('takes a valid form; roles may come comma-joined or as a list', () => {
    const parsed = userAddSchema.parse(valid);
    expect(parsed).toMatchObject({ userType: 1, roleIds: ['11', '12'] });
    expect(userAddSchema.parse({ ...valid, roleIds: ['11'] }).roleIds).toEqual(['11']);
  });

  it('the password pair must match: 两次输入密码不一致!', () => {
    expect(message(userAddSchema, { ...valid, password2: 'Abc123456' })).toBe('两次输入密码不一致!');
    expect(message(userAddSchema, { ...valid, password2: '' })).toBe(M.userPassword2);
    expect(message(userAddSchema, { ...valid, password: 'short', password2: 'short' })).toBe(S.passwordStrength);
  });

  it('real name is 2 to 5 characters, counted as characters', () => {
    expect(message(userAddSchema, { ...valid, realName: '周' })).toBe(M.userRealNameLength);
    expect(message(userAddSchema, { ...valid, realName: '周小川周小川' })).toBe(M.userRealNameLength);
    expect(message(userAddSchema, { ...valid, realName: '欧阳小川川' })).toBe('ok');
    expect(message(userAddSchema, { ...valid, realName: '𠀀𠀀' })).toBe('ok');
  });

  it('account, user type, nickname, roles, department and job post are required', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ account: '' }, M.userAccount],
      [{ account: 'a b' }, M.userAccountFormat],
      [{ userType: '' }, M.userType],
      [{ userType: '4' }, M.userType],
      [{ name: ' ' }, M.userName],
      [{ roleIds: '' }, S.roles],
      [{ roleIds: [] }, S.roles],
      [{ deptId: '' }, M.userDept],
      [{ postId: null }, M.userPost],
      [{ tenantId: '' }, M.userTenant],
    ];
    for (const [change, expected] of cases) expect(message(userAddSchema, { ...valid, ...change })).toBe(expected);
  });

  it('an edit has no password and needs the id', () => {
    const { password: _p, password2: _q, ...edit } = valid;
    expect(userEditSchema.parse({ ...edit, id: '5', password: 'ignored' })).not.toHaveProperty('password');
    expect(message(userEditSchema, edit)).toBe(M.userNotFound);
  });

  it('search: phone at most 11, name at most 10', () => {
    expect(message(userPageQuerySchema, { phone: '1'.repeat(12) })).toBe('长度不能超过11个字符');
    expect(message(userPageQuerySchema, { realName: '名'.repeat(11) })).toBe('长度不能超过10个字符');
    expect(userPageQuerySchema.parse({ phone: '', realName: '' })).toMatchObject({ current: 1, size: 10, phone: undefined });
  });

  it('status sets only normal or disabled; avatar only shown or hidden; grant needs users and roles', () => {
    expect(message(userStatusSchema, { ids: '1', status: 3 })).toBe(M.userStatus);
    expect(userStatusSchema.parse({ ids: '1,2', status: '2' })).toEqual({ ids: ['1', '2'], status: 2 });
    expect(message(userAvatarStatusSchema, { ids: '1', avatarStatus: 2 })).toBe(M.userAvatarStatus);
    expect(message(userGrantRolesSchema, { userIds: '', tenantId: '000000', roleIds: '1' })).toBe('请选择至少一条数据');
    expect(message(userGrantRolesSchema, { userIds: '1', tenantId: '000000', roleIds: '' })).toBe(S.roles);
  });
});
