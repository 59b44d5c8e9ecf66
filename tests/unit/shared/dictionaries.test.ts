/**
 * The seeded dictionaries and their English twins (src/shared/dictionaries) against what the server
 * seeds (src/server/seed/dictionaries.ts): every seeded entry has a twin, no twin lacks a seeded entry.
 */
import { describe, expect, it } from 'vitest';
import { dictEntryLabel, SEEDED_DICTIONARIES } from '../../../src/shared/dictionaries';
import { dictRows } from '../../../src/server/seed/dictionaries';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const rows = dictRows();
const seededEntries = rows.filter((r) => r.dict_key !== '-1');
const twins = SEEDED_DICTIONARIES.flatMap((d) => d.entries.map((e) => ({ code: d.code, ...e })));

describe('seeded dictionaries and their English twins', () => {
  it('every entry the server seeds has an English twin', () => {
    expect(seededEntries.length).toBeGreaterThan(100);
    for (const row of seededEntries) {
      const twin = twins.find((t) => t.code === row.code && t.key === row.dict_key);
      expect(twin, `${row.code}.${row.dict_key}`).toBeDefined();
      expect(twin?.zh).toBe(row.dict_value);
      expect(twin?.en.trim(), `${row.code}.${row.dict_key}`).not.toBe('');
      expect(twin?.en, `${row.code}.${row.dict_key} is English`).not.toMatch(CJK);
    }
  });

  it('no twin without a seeded entry, no key twice in a dictionary, no code twice', () => {
    for (const twin of twins) expect(seededEntries.some((r) => r.code === twin.code && r.dict_key === twin.key), `${twin.code}.${twin.key}`).toBe(true);
    expect(new Set(twins.map((t) => `${t.code}.${t.key}`)).size).toBe(twins.length);
    const codes = SEEDED_DICTIONARIES.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(rows.filter((r) => r.dict_key === '-1').map((r) => r.code)).toEqual(codes);
  });

  it('every dictionary name has its English twin', () => {
    for (const d of SEEDED_DICTIONARIES) {
      expect(rows.find((r) => r.code === d.code && r.dict_key === '-1')?.dict_value).toBe(d.name.zh);
      expect(d.name.en).not.toMatch(CJK);
    }
  });

  it('labels an entry: stored Chinese in zh, the twin in en, the stored value where no twin exists', () => {
    expect(dictEntryLabel('notice', '1', '通知公告', 'zh')).toBe('通知公告');
    expect(dictEntryLabel('notice', '1', '通知公告', 'en')).toBe('Announcement');
    expect(dictEntryLabel('fplx', '1', '增值税专用发票（6%）', 'en')).toBe('VAT special invoice (6%)');
    // An entry an administrator added after the seed.
    expect(dictEntryLabel('notice', '9', '内部通报', 'en')).toBe('内部通报');
    expect(dictEntryLabel('nosuchdict', '1', '某值', 'en')).toBe('某值');
  });
});
