/**
 * No Chinese text is written in a renderer, core, preload or server file: every message and label
 * lives in src/shared (a domain module or an i18n file) with its English twin. Comments may quote
 * the spec's Chinese; string literals, template literals, regular expressions and JSX text may not.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const SCANNED = ['src/main', 'src/preload', 'src/renderer', 'src/server'];
const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

/**
 * Data, not messages: what the reference server seeds into its database, exactly as a real backend
 * would hold it (rows a person may rename), so it has no English twin. Everything else is a message.
 */
const ALLOWED: Record<string, string> = {
  'src/server/seed/menu-template/business.ts': 'the menu rows of the spec (names are data of the menu table, edited by administrators)',
  'src/server/seed/menu-template/organisation.ts': 'the menu rows of the spec (names are data of the menu table, edited by administrators)',
  'src/server/seed/menu-template/system.ts': 'the menu rows of the spec (names are data of the menu table, edited by administrators)',
  'src/server/seed/menu-template/project.ts': 'the menu rows of the spec (names are data of the menu table, edited by administrators)',
  'src/server/seed/menu-template/contract.ts': 'the menu rows of the spec (names are data of the menu table, edited by administrators)',
  'src/server/seed/menu-template/finance.ts': 'the menu rows of the spec (names are data of the menu table, edited by administrators)',
  'src/server/seed/dictionaries.ts': 'the seeded dictionary rows (their English twins are kept with the dictionary seed, H3)',
  'src/server/seed/demo-organisations.ts': 'demo organisations and people (CEM_DEMO only)',
  'src/server/seed/notices.ts': 'demo notices (CEM_DEMO only)',
  'src/server/seed/demo-scopes.ts': 'demo data scope and API scope names (rows of the operator tenant, CEM_DEMO only)',
  'src/server/seed/demo-registrations.ts': 'demo enterprise registrations (CEM_DEMO only)',
  'src/server/seed/demo-experts.ts': 'demo expert certifications and records (CEM_DEMO only)',
  'src/server/seed/agreement-texts.ts': 'the registration agreement and privacy policy texts, stored as rows',
  'src/server/seed/demo-departments.ts': 'demo departments and job posts (CEM_DEMO only; rows an administrator renames)',
  'src/server/seed/shell.ts': "the seeded system settings (copyright) and the demo organisations' agreement names",
  'src/server/seed/demo-org-profiles.ts': 'demo organisation profiles and the demo draft organisation (CEM_DEMO only)',
  'src/server/seed/demo-partners.ts': 'demo bank cards and other companies (CEM_DEMO only)',
  'src/server/seed/demo-projects.ts': 'demo filings and projects (CEM_DEMO only)',
  'src/server/seed/demo-project-teams.ts': 'demo project teams and phase plans (CEM_DEMO only)',
  'src/server/seed/demo-publications.ts': 'a demo publication task (CEM_DEMO only)',
  'src/server/seed/demo-finance-tenders.ts': 'demo tenders and their feedback (CEM_DEMO only)',
  'src/server/seed/demo-project-archives.ts': 'demo project materials, archives and phase outcomes (CEM_DEMO only)',
  'src/server/seed/demo-contracts-data.ts': 'demo contracts of every kind (CEM_DEMO only)',
  'src/server/seed/demo-finance-payments.ts': 'demo payment request notes (CEM_DEMO only)',
  'src/server/seed/demo-finance-invoices.ts': 'demo invoices (CEM_DEMO only)',
  'src/server/seed/demo-finance-platform-invoices.ts': 'demo platform invoices (CEM_DEMO only)',
  'src/server/seed/demo-finance-expenses.ts': 'demo other expenses and income (CEM_DEMO only)',
  'src/server/seed/demo-finance-deposits.ts': 'demo cooperation fees and bid deposits (CEM_DEMO only)',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|cts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The Chinese texts a file writes outside comments, with their line numbers. */
export function chineseLiterals(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node) ||
        ts.isRegularExpressionLiteral(node) ||
        ts.isJsxText(node)) &&
      CJK.test(node.getText(source))
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${line + 1}: ${node.getText(source).trim().slice(0, 60)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('Chinese texts live in src/shared only', () => {
  it('finds Chinese in strings, templates, regular expressions and JSX text, never in comments', () => {
    const sample = [
      "// 注释可以引用规格: 请输入手机号",
      '/** 文档注释 */',
      "const a = '请输入手机号';",
      'const b = `共 ${n} 条`;',
      'const c = /有限公司/;',
      'const d = <p>你好</p>;',
      "const e = 'plain';",
    ].join('\n');
    expect([...new Set(chineseLiterals('x.tsx', sample).map((hit) => hit.split(':')[0]))]).toEqual(['3', '4', '5', '6']);
  });

  it('in no renderer, core, preload or server file outside the allow-listed seed data', () => {
    const offenders = SCANNED.flatMap((dir) => sourceFiles(resolve(ROOT, dir)))
      .map((path) => relative(ROOT, path).split('\\').join('/'))
      .filter((path) => !(path in ALLOWED))
      .flatMap((path) => chineseLiterals(path, readFileSync(resolve(ROOT, path), 'utf8')).map((hit) => `${path}:${hit}`));
    expect(offenders).toEqual([]);
  });
});
