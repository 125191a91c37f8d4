import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { italianMessages } from '../../../i18n/it';

const ROOT = join(import.meta.dirname, '../../..');

/** Every .ts and .tsx file under a folder of the browser side. */
const sources = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

/** The whole catalogue keys written in the screens' code ('portale.…'); keys built from values are left out. */
const keysWritten = (): string[] =>
  ['src', 'resources'].flatMap((folder) =>
    sources(join(ROOT, folder)).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/['"`](portale\.[\w.]+\w)['"`]/g)].map((match) => match[1]),
    ),
  );

const lookUp = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], italianMessages);

describe('keys of the screens', () => {
  it('finds a good number of keys in the code', () => {
    expect(new Set(keysWritten()).size).toBeGreaterThan(250);
  });

  it('names only texts of the Italian catalogue', () => {
    const missing = [...new Set(keysWritten())].filter((key) => typeof lookUp(key) !== 'string');
    expect(missing).toEqual([]);
  });
});
