import { describe, expect, it } from 'vitest';
import { DICT_MESSAGES, dictSubmitSchema, removeRefusal, sealedEditRefusal } from '@shared/domain/dictionary';
import { firstMessage, validate } from '@shared/domain/validation';

const parse = (body: Record<string, unknown>) => {
  const r = validate(dictSubmitSchema, body);
  return r.success ? { ok: true as const, data: r.data } : { ok: false as const, message: firstMessage(r.error) };
};
const root = { parentId: '0', code: 'abc', dictValue: '名称', sort: '1', isSealed: '0' };
const entry = { parentId: '12', code: 'abc', dictValue: '名称', dictKey: 'k', sort: 2, isSealed: 1 };

describe('dictionary rules (spec 3 §5: code, name, sort, key and sealed required)', () => {
  it('takes a dictionary without a key (its key is -1) and an entry with one; numbers from form text', () => {
    expect(parse(root)).toEqual({ ok: true, data: { parentId: '0', code: 'abc', dictValue: '名称', dictKey: '-1', sort: 1, isSealed: 0, remark: '' } });
    expect(parse({ ...root, parentId: '' })).toMatchObject({ ok: true, data: { parentId: '0' } });
    expect(parse(entry)).toMatchObject({ ok: true, data: { dictKey: 'k', sort: 2, isSealed: 1 } });
  });

  it.each([
    [{ ...root, code: '' }, DICT_MESSAGES.codeRequired],
    [{ ...root, code: '9x' }, DICT_MESSAGES.codeFormat],
    [{ ...root, code: 'a'.repeat(51) }, DICT_MESSAGES.codeFormat],
    [{ ...root, dictValue: '' }, DICT_MESSAGES.valueRequired],
    [{ ...root, dictValue: undefined }, DICT_MESSAGES.valueRequired],
    [{ ...root, sort: '' }, DICT_MESSAGES.sortRequired],
    [{ ...root, sort: '1.5' }, DICT_MESSAGES.sortRequired],
    [{ ...root, sort: '-1' }, DICT_MESSAGES.sortRequired],
    [{ ...root, isSealed: '' }, DICT_MESSAGES.sealedRequired],
    [{ ...root, isSealed: 3 }, DICT_MESSAGES.sealedRequired],
    [{ ...entry, dictKey: ' ' }, DICT_MESSAGES.keyRequired],
    [{ ...entry, dictKey: undefined }, DICT_MESSAGES.keyRequired],
    [{ ...entry, dictKey: 'k'.repeat(65) }, '长度不能超过64个字符'],
    [{ ...entry, parentId: 'x' }, DICT_MESSAGES.parentFormat],
    [{ ...entry, remark: 'r'.repeat(256) }, '长度不能超过255个字符'],
  ])('refuses %o with its message', (body, message) => {
    expect(parse(body)).toEqual({ ok: false, message });
  });

  it('a sealed entry keeps its key and a sealed dictionary its code; the rest may change', () => {
    const sealedEntry = { isSealed: 1 as const, parentId: '12', code: 'abc', dictKey: 'k' };
    expect(sealedEditRefusal(sealedEntry, { code: 'abc', dictKey: 'k' })).toBeNull();
    expect(sealedEditRefusal(sealedEntry, { code: 'abc', dictKey: 'j' })).toBe(DICT_MESSAGES.sealedKey);
    const sealedRoot = { isSealed: 1 as const, parentId: '0', code: 'abc', dictKey: '-1' };
    expect(sealedEditRefusal(sealedRoot, { code: 'abd', dictKey: '-1' })).toBe(DICT_MESSAGES.sealedCode);
    expect(sealedEditRefusal({ ...sealedEntry, isSealed: 0 }, { code: 'abc', dictKey: 'j' })).toBeNull();
  });

  it('a sealed entry is never removed, a parent only without children', () => {
    expect(removeRefusal({ isSealed: 1 }, 0)).toBe(DICT_MESSAGES.sealedRemove);
    expect(removeRefusal({ isSealed: 0 }, 2)).toBe(DICT_MESSAGES.hasChildren);
    expect(removeRefusal({ isSealed: 0 }, 0)).toBeNull();
  });
});
