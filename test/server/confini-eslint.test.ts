import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** The rules that fail `code` as if it were written at `path` in the tree (the target files need not exist). */
const rulesBroken = async (path: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.map((message) => message.ruleId);
};

describe('the boundaries between the floors (eslint.config.js)', () => {
  it('refuses server code that imports a resource', async () => {
    const code = "import { programmi } from '../../../resources/programmi';\nexport const usa = programmi;\n";
    expect(await rulesBroken('server/src/modules/prova.ts', code)).toEqual(['import/no-restricted-paths']);
  });

  it('refuses server code that imports the app shell or the data provider', async () => {
    const code =
      "import { App } from '../../src/App';\nimport dp from '../../dataProvider';\nexport const x = [App, dp];\n";
    expect(await rulesBroken('server/src/prova.ts', code)).toEqual([
      'import/no-restricted-paths',
      'import/no-restricted-paths',
    ]);
  });

  it('refuses a resource that imports server code', async () => {
    const code = "import type { Principal } from '../../server/src/auth/principal';\nexport type P = Principal;\n";
    expect(await rulesBroken('resources/programmi/prova.ts', code)).toEqual(['import/no-restricted-paths']);
  });

  it('refuses React and the database in contract/', async () => {
    const code =
      "import { useState } from 'react';\nimport { eq } from 'drizzle-orm';\nexport const x = [useState, eq];\n";
    expect(await rulesBroken('contract/prova.ts', code)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
  });

  it('refuses contract/ importing the browser or the server', async () => {
    const code =
      "import { it } from '../i18n/it';\nimport { main } from '../server/src/main';\nexport const x = [it, main];\n";
    expect(await rulesBroken('contract/prova.ts', code)).toEqual([
      'import/no-restricted-paths',
      'import/no-restricted-paths',
    ]);
  });

  it('lets both sides import contract/, and contract/ import typebox', async () => {
    const fromServer = "import { ROLES } from '../../contract/roles';\nexport const ruoli = ROLES;\n";
    const fromBrowser = "import { ROLES } from '../../contract/roles';\nexport const ruoli = ROLES;\n";
    const inContract = "import { Type } from 'typebox';\nexport const Id = Type.Integer();\n";
    expect(await rulesBroken('server/src/prova.ts', fromServer)).toEqual([]);
    expect(await rulesBroken('resources/programmi/prova.ts', fromBrowser)).toEqual([]);
    expect(await rulesBroken('contract/prova.ts', inContract)).toEqual([]);
  });
});

describe('the words on screen come from the catalogue (eslint.config.js)', () => {
  it('refuses Italian text written in a component, as a child or as a string expression', async () => {
    const code = 'export const Saluto = () => (\n  <p>\n    Benvenuto\n    {"nel portale"}\n  </p>\n);\n';
    expect(await rulesBroken('resources/programmi/Saluto.tsx', code)).toEqual([
      'react/jsx-no-literals',
      'react/jsx-no-literals',
    ]);
  });

  it('lets punctuation stand between translated values, and text in props (labels are keys)', async () => {
    const code =
      'export const Voce = ({ a, b }: { a: string; b: string }) => (\n' +
      '  <p title="x">\n    {a}: {b}\n    {" — "}\n  </p>\n);\n';
    expect(await rulesBroken('src/engine/Voce.tsx', code)).toEqual([]);
  });
});
