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
    name = fileName.replace(/\.js$/, ''),
  }: Partial<Record<'imports' | 'dynamicImports', string[]>> & {
    facade?: string;
    isEntry?: boolean;
    name?: string;
  } = {},
) =>
  ({
    fileName,
    name,
    moduleIds: moduleIds.map((id) => `${ROOT}/${id}`),
    facadeModuleId: facade ? `${ROOT}/${facade}` : null,
    isEntry,
    imports,
    dynamicImports,
  }) as unknown as OutputChunk;

/**
 * The sign-in's entry imports keycloak and, lazily, App, the public ranking and the programme list's early requests;
 * App imports a chunk of its own, React's (a long-lived vendor chunk) and two it shares with the public ranking, one
 * of them with the programme list too; the home page's views and the programme list share one chunk, and each has one
 * of its own; a detail page has its own, and one it shares with the public ranking only.
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
  chunk('render.js', ['src/pubblico/render.tsx'], {
    facade: 'src/pubblico/render.tsx',
    imports: ['react.js', 'con-pubblico.js', 'con-pubblico-e-programmi.js', 'pubblico-e-dettaglio.js'],
  }),
  chunk('App.js', ['src/App.tsx'], {
    facade: 'src/App.tsx',
    imports: ['solo-app.js', 'react.js', 'con-pubblico.js'],
    dynamicImports: ['BandiList.js', 'LeMieAttivita.js', 'ProgrammiList.js', 'Dettaglio.js'],
  }),
  chunk('solo-app.js', ['node_modules/ra-core/layout.js', 'src/layout/Header.tsx']),
  chunk('react.js', ['node_modules/react/index.js'], { name: 'vendor-react' }),
  chunk('con-pubblico.js', ['node_modules/@mui/material/Typography.js', 'src/layout/PageTitle.tsx']),
  chunk('con-pubblico-e-programmi.js', ['node_modules/@mui/material/Chip.js']),
  chunk('pubblico-e-dettaglio.js', ['node_modules/@mui/material/Tabs.js']),
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
    imports: ['liste.js', 'filtri.js', 'con-pubblico-e-programmi.js'],
  }),
  chunk('liste.js', ['node_modules/ra-ui-materialui/List.js', 'src/list/DataTable.tsx']),
  chunk('filtri.js', ['node_modules/ra-ui-materialui/SelectInput.js']),
  chunk('Dettaglio.js', ['resources/programmi/Dettaglio.tsx'], {
    facade: 'resources/programmi/Dettaglio.tsx',
    imports: ['pubblico-e-dettaglio.js'],
  }),
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

  it('puts what the first screens share with the public ranking in one chunk, whichever first screen it serves', () => {
    expect(merged('node_modules/@mui/material/Typography.js')).toBe('condiviso');
    expect(merged('src/layout/PageTitle.tsx')).toBe('condiviso');
    expect(merged('node_modules/@mui/material/Chip.js')).toBe('condiviso');
  });

  it('leaves the sign-in, the long-lived vendors, the home page alone and other pages as they were', () => {
    for (const id of [
      'src/main.tsx',
      'node_modules/keycloak-js/keycloak.js',
      'resources/programmi/anticipo.ts',
      'node_modules/react/index.js',
      'node_modules/@mui/material/Tabs.js',
      'src/pubblico/render.tsx',
      'resources/bandi/BandiList.tsx',
      'src/coda/Coda.tsx',
      'resources/programmi/Dettaglio.tsx',
    ]) {
      expect(merged(id), id).toBeUndefined();
    }
  });
});
