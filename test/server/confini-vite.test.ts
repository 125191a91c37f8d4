import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverStaysOut } from '../../vite.config';

let root: string;

/** Builds `src/<entry>` of the temporary project with only the boundary plugin, in memory. */
const buildEntry = (entry: string) =>
  build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [serverStaysOut()],
    build: { write: false, rolldownOptions: { input: join(root, 'src', entry) } },
  });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'confini-'));
  await Promise.all(['server/src', 'src', 'contract'].map((folder) => mkdir(join(root, folder), { recursive: true })));
  await writeFile(join(root, 'server', 'src', 'segreti.ts'), "export const chiave = 'segreta';\n");
  await writeFile(join(root, 'contract', 'ruoli.ts'), "export const ruolo = 'istruttore';\n");
  await writeFile(join(root, 'src', 'lecito.ts'), "import { ruolo } from '../contract/ruoli';\nconsole.log(ruolo);\n");
  await writeFile(
    join(root, 'src', 'vietato.ts'),
    "import { chiave } from '../server/src/segreti';\nconsole.log(chiave);\n",
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the browser build and server/', () => {
  it('refuses a browser module that imports a server module, naming both', async () => {
    await expect(buildEntry('vietato.ts')).rejects.toThrow(
      'Il browser non può importare il server: src/vietato.ts importa server/src/segreti.ts',
    );
  });

  it('builds a browser module that imports contract/', async () => {
    const output = await buildEntry('lecito.ts');
    const chunks = [output].flat().flatMap((result) => ('output' in result ? result.output : []));
    expect(chunks.map((chunk) => ('code' in chunk ? chunk.code : '')).join('')).toContain('istruttore');
  });
});
