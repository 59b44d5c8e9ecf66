import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints source text as if it lived at the given path, with the project's own eslint.config.js.
const eslint = new ESLint({ cwd: resolve(__dirname, '../../..') });
async function violations(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(__dirname, '../../..', path) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** eslint.config.js's SERVER_ENTRY_ALLOW_LIST: what the core and the host may import from src/server. */
const SERVER_ENTRY_ALLOW_LIST = ['index'];

describe('import directions of the architecture', () => {
  it('a renderer file importing the core, the server or Node fails lint', async () => {
    expect(await violations('src/renderer/src/x.ts', "import { createCore } from '../../main/services/core';\nexport const a = createCore;\n")).not.toEqual([]);
    expect(await violations('src/renderer/src/x.ts', "import { startServer } from '../../server';\nexport const a = startServer;\n")).not.toEqual([]);
    expect(await violations('src/renderer/src/x.ts', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n")).not.toEqual([]);
    expect(await violations('src/renderer/src/x.ts', "import { ipcRenderer } from 'electron';\nexport const a = ipcRenderer;\n")).not.toEqual([]);
  });

  it('shared code stays free of Node and of every other layer', async () => {
    expect(await violations('src/shared/x.ts', "import { join } from 'node:path';\nexport const a = join;\n")).not.toEqual([]);
    expect(await violations('src/shared/x.ts', "import { bridge } from '../renderer/src/bridge/client';\nexport const a = bridge;\n")).not.toEqual([]);
  });

  it('core services stay free of Electron, and the server of the app', async () => {
    expect(await violations('src/main/services/x.ts', "import { app } from 'electron';\nexport const a = app;\n")).not.toEqual([]);
    expect(await violations('src/server/x.ts', "import { createCore } from '../main/services/core';\nexport const a = createCore;\n")).not.toEqual([]);
  });

  it('the host may start the server through its entry only', async () => {
    expect(await violations('src/main/host/x.ts', "import { startServer } from '../../server';\nexport const a = startServer;\n")).toEqual([]);
    expect(await violations('src/main/host/x.ts', "import { createDb } from '../../server/db/database';\nexport const a = createDb;\n")).not.toEqual([]);
  });

  it("the core and the host reach the server through its allow-listed entry, never a top-level file", async () => {
    for (const layer of ['src/main/host/x.ts', 'src/main/electron/x.ts']) {
      for (const file of SERVER_ENTRY_ALLOW_LIST) {
        expect(await violations(layer, `import { startServer } from '../../server/${file}';\nexport const a = startServer;\n`)).toEqual([]);
      }
      expect(await violations(layer, "import { startServer } from '../../server';\nexport const a = startServer;\n")).toEqual([]);
      expect(await violations(layer, "import { loadConfig } from '../../server/config';\nexport const a = loadConfig;\n")).not.toEqual([]);
      expect(await violations(layer, "import { buildApp } from '../../server/app';\nexport const a = buildApp;\n")).not.toEqual([]);
      expect(await violations(layer, "import { HTTP_MESSAGES } from '../../server/http/messages';\nexport const a = HTTP_MESSAGES;\n")).not.toEqual([]);
    }
  });

  it('allowed imports pass', async () => {
    expect(await violations('src/renderer/src/x.ts', "import { endpoints } from '@shared/api/endpoints';\nexport const a = endpoints;\n")).toEqual([]);
  });
});
