import type { OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkMerges } from '../../../scripts/suddivisione-chunk';

const ROOT = '/progetto';

/** A first build's chunk, by what it holds and what it imports. */
const chunk = (
  fileName: string,
  moduleIds: string[],
  {
    facade,
    imports = [],
    dynamicImports = [],
    isEntry = false,
  }: Partial<Record<'imports' | 'dynamicImports', string[]>> & {
    facade?: string;
    isEntry?: boolean;
  } = {},
) =>
  ({
    fileName,
    moduleIds: moduleIds.map((id) => `${ROOT}/${id}`),
    facadeModuleId: facade ? `${ROOT}/${facade}` : null,
    isEntry,
    imports,
    dynamicImports,
  }) as unknown as OutputChunk;

/**
 * The sign-in's entry imports keycloak and, lazily, App, the public ranking and the programme list's early requests;
 * App imports a chunk of its own and one it shares with the public ranking; the home page's views and the programme
 * list share one chunk, and each has one of its own; a detail page has its own.
 */
const firstBuild = [
  chunk('index.js', ['src/main.tsx'], {
    facade: 'src/main.tsx',
    isEntry: true,
    imports: ['keycloak.js'],
    dynamicImports: ['App.js', 'render.js', 'anticipo.js'],
  }),
  chunk('keycloak.js', ['node_modules/keycloak-js/keycloak.js']),
  chunk('anticipo.js', ['resources/programmi/anticipo.ts'], {
    facade: 'resources/programmi/anticipo.ts',
    dynamicImports: ['ProgrammiList.js'],
  }),
  chunk('render.js', ['src/pubblico/render.tsx'], { facade: 'src/pubblico/render.tsx', imports: ['condiviso.js'] }),
  chunk('App.js', ['src/App.tsx'], {
    facade: 'src/App.tsx',
    imports: ['solo-app.js', 'condiviso.js'],
    dynamicImports: ['BandiList.js', 'LeMieAttivita.js', 'ProgrammiList.js', 'Dettaglio.js'],
  }),
  chunk('solo-app.js', ['node_modules/ra-core/layout.js', 'src/layout/Header.tsx']),
  chunk('condiviso.js', ['node_modules/react/index.js']),
  chunk('BandiList.js', ['resources/bandi/BandiList.tsx'], {
    facade: 'resources/bandi/BandiList.tsx',
    imports: ['liste.js', 'solo-app.js'],
  }),
  chunk('LeMieAttivita.js', ['resources/incarichi/LeMieAttivita.tsx'], {
    facade: 'resources/incarichi/LeMieAttivita.tsx',
    imports: ['solo-coda.js'],
  }),
  chunk('solo-coda.js', ['src/coda/Coda.tsx']),
  chunk('ProgrammiList.js', ['resources/programmi/lista/ProgrammiList.tsx'], {
    facade: 'resources/programmi/lista/ProgrammiList.tsx',
    imports: ['liste.js', 'filtri.js'],
  }),
  chunk('liste.js', ['node_modules/ra-ui-materialui/List.js', 'src/list/DataTable.tsx']),
  chunk('filtri.js', ['node_modules/ra-ui-materialui/SelectInput.js']),
  chunk('Dettaglio.js', ['resources/programmi/Dettaglio.tsx'], { facade: 'resources/programmi/Dettaglio.tsx' }),
];

describe('the chunks of the first screens', () => {
  const merges = chunkMerges(firstBuild, ROOT);
  const merged = (id: string) => merges.get(`${ROOT}/${id}`);

  it('puts what only the shell loads in one chunk, App included', () => {
    expect(merged('src/App.tsx')).toBe('app');
    expect(merged('node_modules/ra-core/layout.js')).toBe('app');
    expect(merged('src/layout/Header.tsx')).toBe('app');
  });

  it('puts what the home page and the programme list both load in one chunk', () => {
    expect(merged('node_modules/ra-ui-materialui/List.js')).toBe('elenchi');
    expect(merged('src/list/DataTable.tsx')).toBe('elenchi');
  });

  it('puts what only the programme list adds in one chunk, the page itself included', () => {
    expect(merged('node_modules/ra-ui-materialui/SelectInput.js')).toBe('elenco-programmi');
    expect(merged('resources/programmi/lista/ProgrammiList.tsx')).toBe('elenco-programmi');
  });

  it('leaves the sign-in, what the public ranking shares, the home page alone and other pages as they were', () => {
    for (const id of [
      'src/main.tsx',
      'node_modules/keycloak-js/keycloak.js',
      'resources/programmi/anticipo.ts',
      'node_modules/react/index.js',
      'src/pubblico/render.tsx',
      'resources/bandi/BandiList.tsx',
      'src/coda/Coda.tsx',
      'resources/programmi/Dettaglio.tsx',
    ]) {
      expect(merged(id), id).toBeUndefined();
    }
  });
});
