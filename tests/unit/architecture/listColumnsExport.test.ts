/**
 * Every list column exports what it shows (issue 18): a column of a resource descriptor that renders
 * its own cell says how 导出 writes it — `exportAs` (crud/columns.tsx's helpers set it) or a
 * dictionary's `dict`. Without one the core would write the record's raw value (900000.00 for
 * ¥900,000.00, 2 for 已签订). Found with the type checker: any object literal the code types as a
 * crud Column (a descriptor's columns, a helper returning Column<Rec>), however the list is built.
 */
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const RESOURCES = 'src/renderer/src/resources/';
const COLUMN_TYPE_FILE = resolve(ROOT, 'src/renderer/src/crud/types.ts');

/** Folders left out of the rule (none: every list's columns declare their export). */
const ALLOWED_FOLDERS: string[] = [];

interface Found {
  file: string;
  line: number;
  key: string;
  /** The literal renders its own cell (and is no helper's spread). */
  rendered: boolean;
  declared: boolean;
}

/** Every object literal typed as crud's Column in the renderer's resources: whether it renders its cell, whether it declares its export. */
function columnLiterals(): Found[] {
  const config = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, 'tsconfig.web.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('tsconfig.web.json could not be read');
  const roots = config.fileNames.filter((f) => relative(ROOT, f).startsWith(RESOURCES));
  const program = ts.createProgram(roots, config.options);
  const checker = program.getTypeChecker();
  const isColumn = (type: ts.Type | undefined): boolean => {
    if (!type) return false;
    if (type.isUnion()) return type.types.some(isColumn);
    const symbol = type.aliasSymbol ?? type.getSymbol();
    return symbol?.getName() === 'Column' && (symbol.declarations ?? []).some((d) => resolve(d.getSourceFile().fileName) === COLUMN_TYPE_FILE);
  };
  const found: Found[] = [];
  for (const source of program.getSourceFiles()) {
    const file = relative(ROOT, source.fileName);
    if (!file.startsWith(RESOURCES)) continue;
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node) && isColumn(checker.getContextualType(node))) {
        const names = new Set(node.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '')));
        // A spread brings what a helper made (its export included); only a literal's own render is judged.
        const spread = node.properties.some(ts.isSpreadAssignment);
        const keyProp = node.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'key');
        const key = keyProp && ts.isPropertyAssignment(keyProp) ? keyProp.initializer.getText(source) : '?';
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ file, line, key, rendered: names.has('render') && !spread, declared: names.has('exportAs') || names.has('dict') });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const folderOf = (file: string) => file.slice(RESOURCES.length).split('/')[0];

describe('list columns and the export', () => {
  const all = columnLiterals();
  const columns = all.filter((c) => c.rendered);

  it('finds the descriptors’ columns (the check looks at real lists)', () => {
    // Some 60 lists of plain and rendered columns; none found would mean the Column type moved or was renamed.
    expect(all.length).toBeGreaterThan(200);
    expect(columns.length).toBeGreaterThan(40);
  });

  it('every column with its own render says how it is exported (exportAs or dict)', () => {
    const missing = columns.filter((c) => !c.declared && !ALLOWED_FOLDERS.includes(folderOf(c.file))).map((c) => `${c.file}:${c.line} ${c.key}`);
    expect(missing).toEqual([]);
  });

  it('the allow-list holds only folders that still need it', () => {
    const stillNeeded = new Set(columns.filter((c) => !c.declared).map((c) => folderOf(c.file)));
    expect(ALLOWED_FOLDERS.filter((f) => !stillNeeded.has(f))).toEqual([]);
  });
});
