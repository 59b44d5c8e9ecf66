/**
 * Every label a resource descriptor can ask for exists in Chinese and in English: its name, the
 * field label of each column and search input, the labels of its modes and actions (with its status
 * machines' statuses), that each dictionary it shows is seeded, and each key its column renders or
 * select options look up (statuses, categories, types). The descriptors are found by globbing the
 * renderer's resources/*\/index.ts, so a new resource is checked without touching this test. They
 * import React and Fluent, hence a component test in Chromium rather than a node unit test.
 */
import { SEEDED_DICTIONARIES } from '@shared/dictionaries';
import { translations } from '@shared/i18n';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../src/renderer/src/i18n/setupI18n';

type Tree = { readonly [key: string]: string | Tree };
interface Labelled {
  label?: string;
  title?: string;
  machine?: { resource: string; statuses: readonly number[] };
}
interface Described {
  name: string;
  columns: { key: string; dict?: string; render?: (record: Record<string, unknown>) => unknown }[];
  search: { name: string; kind: string; code?: string; options?: { value: string; label: string }[] }[];
  modes?: Record<string, Labelled | undefined>;
  rowActions?: Labelled[];
  bulkActions?: Labelled[];
}

/** The i18n keys its modes and actions name, and the status labels of its status machines. */
const actionKeys = (d: Described): string[] =>
  [...Object.values(d.modes ?? {}), ...(d.rowActions ?? []), ...(d.bulkActions ?? [])].flatMap((a) => [
    ...(a?.label ? [a.label] : []),
    ...(a?.title ? [a.title] : []),
    ...(a?.machine ? a.machine.statuses.map((s) => `resources.${a.machine!.resource}.statuses.${s}`) : []),
  ]);

const modules = import.meta.glob('../../src/renderer/src/resources/*/index.ts', { eager: true });

const isDescriptor = (value: unknown): value is Described =>
  typeof value === 'object' && value !== null && typeof (value as Described).name === 'string' && Array.isArray((value as Described).columns);

/** A module's descriptors: exported as such, made by a function of a parent id, or grouped in a record. */
function descriptorsOf(exported: unknown): Described[] {
  if (isDescriptor(exported)) return [exported];
  if (typeof exported === 'function' && exported.length === 1) {
    try {
      const made = (exported as (id: string) => unknown)('1');
      return isDescriptor(made) ? [made] : [];
    } catch {
      return [];
    }
  }
  if (typeof exported === 'object' && exported !== null) return Object.values(exported).filter(isDescriptor);
  return [];
}

const descriptors = Object.values(modules)
  .flatMap((module) => Object.values(module as Record<string, unknown>).flatMap(descriptorsOf))
  .filter((d, i, all) => all.findIndex((other) => other.name === d.name) === i);

const textAt = (tree: Tree, key: string) => {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), tree);
  return typeof value === 'string' && value !== '' ? value : undefined;
};
const missingIn = (keys: string[]) =>
  keys.flatMap((key) => (['zh', 'en'] as const).filter((lng) => textAt(translations[lng] as unknown as Tree, key) === undefined).map((lng) => `${lng}: ${key}`));

const PROBE = '__probe__';

/**
 * What the descriptor looks up, as i18next is asked: the option labels of its select inputs (each
 * value of the list), and for each column that renders a code, the label group it reads (found by
 * rendering a probe value: resources.notices.statuses.__probe__ → resources.notices.statuses).
 */
function lookUps(d: Described): { keys: string[]; groups: string[] } {
  const asked: string[] = [];
  const spy = vi.spyOn(i18next, 't').mockImplementation(((key: string) => {
    asked.push(key);
    return key;
  }) as never);
  const keys: string[] = [];
  const groups: string[] = [];
  try {
    for (const field of d.search) void field.options?.map((o) => o.label);
    keys.push(...asked.splice(0));
    for (const column of d.columns) {
      try {
        column.render?.({ [column.key]: PROBE });
      } catch {
        // A render that needs another shape of value (money, dates) looks up no label.
      }
      groups.push(...asked.splice(0).filter((key) => key.endsWith(`.${PROBE}`)).map((key) => key.slice(0, -PROBE.length - 1)));
    }
  } finally {
    spy.mockRestore();
  }
  return { keys: [...new Set(keys)], groups: [...new Set(groups)] };
}

const groupAt = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((node, part) => (node && typeof node === 'object' ? node[part] : undefined), tree);
/** A label group (statuses, categories…) present in both languages with the same codes. */
function groupProblems(key: string): string[] {
  const [zh, en] = (['zh', 'en'] as const).map((lng) => groupAt(translations[lng] as unknown as Tree, key));
  if (typeof zh !== 'object' || Object.keys(zh).length === 0) return [`zh: ${key} has no labels`];
  if (typeof en !== 'object') return [`en: ${key} has no labels`];
  return Object.keys(zh)
    .filter((code) => typeof en[code] !== 'string' || en[code] === '')
    .map((code) => `en: ${key}.${code}`);
}

beforeAll(async () => {
  await setupI18n('zh');
});

describe('the labels of every resource descriptor', () => {
  it('finds the descriptors of the renderer', () => {
    expect(descriptors.map((d) => d.name)).toEqual(expect.arrayContaining(['customers', 'notices', 'feedback', 'followRecords', 'customerInvites', 'techCompanyStats']));
  });

  it.each(descriptors.map((d) => [d.name, d] as const))('%s: name, columns, search fields, modes and actions in zh and en', (name, d) => {
    const keys = [
      `resources.${name}.name`,
      ...d.columns.map((c) => `resources.${name}.fields.${c.key}`),
      ...d.search.map((s) => `resources.${name}.fields.${s.name}`),
      ...actionKeys(d),
    ];
    expect(missingIn(keys)).toEqual([]);
  });

  it.each(descriptors.map((d) => [d.name, d] as const))('%s: every status, category or type label it renders or offers in zh and en', (_name, d) => {
    const { keys, groups } = lookUps(d);
    expect(missingIn(keys)).toEqual([]);
    expect(groups.flatMap(groupProblems)).toEqual([]);
  });

  it.each(descriptors.map((d) => [d.name, d] as const))('%s: every dictionary it shows or searches by is seeded (with its English twins)', (_name, d) => {
    const codes = [...d.columns.flatMap((c) => (c.dict ? [c.dict] : [])), ...d.search.flatMap((s) => (s.kind === 'dict' && s.code ? [s.code] : []))];
    expect(codes.filter((code) => !SEEDED_DICTIONARIES.some((seeded) => seeded.code === code))).toEqual([]);
  });

  it('reads the label groups of coded columns (statuses, categories) by probing their render', () => {
    const notices = descriptors.find((d) => d.name === 'notices');
    expect(notices && lookUps(notices).groups).toEqual(['resources.notices.statuses']);
  });

  it('would notice a column without a label', () => {
    expect(missingIn(['resources.customers.fields.noSuchField'])).toEqual(['zh: resources.customers.fields.noSuchField', 'en: resources.customers.fields.noSuchField']);
  });
});
