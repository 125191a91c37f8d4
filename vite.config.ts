import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CodeSplittingGroup, OutputChunk, RolldownOutput } from 'rolldown';
import { build, defineConfig, normalizePath, type Plugin, type PluginOption, type UserConfig } from 'vite';
import { iconaNellaPagina } from './scripts/icona-nella-pagina.ts';
import { chunkMerges } from './scripts/suddivisione-chunk.ts';

export const BASE_PATH = '/contratti-filiera-fe/';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|woff)$/;

/** Writes `.br` and `.gz` siblings of the built text assets, so the server can send them precompressed. */
const compressAssets = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'compress-assets',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    writeBundle: async (_options, bundle) => {
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const content = await readFile(join(outDir, fileName));
          await writeFile(join(outDir, `${fileName}.gz`), gzipSync(content, { level: 9 }));
          await writeFile(
            join(outDir, `${fileName}.br`),
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
};

/**
 * Fails the build when a module under server/ enters the browser's graph: server code may hold secrets and pulls
 * Node-only packages. What both sides need lives in contract/. ESLint says the same earlier (eslint.config.js).
 */
export const serverStaysOut = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'server-stays-out',
    enforce: 'pre',
    configResolved: (config) => {
      root = config.root;
    },
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const path = resolved && normalizePath(relative(root, resolved.id));
      if (path?.startsWith('server/')) {
        const from = normalizePath(relative(root, importer));
        this.error(
          `Il browser non può importare il server: ${from} importa ${path}; ` +
            `ciò che serve a entrambi sta in contract/ (the browser build must not import server modules).`,
        );
      }
      return resolved;
    },
  };
};

/**
 * Vendors in their own long-lived chunks. MUI and react-admin are split further by the views that use
 * them (`entriesAware`): one chunk of everything would load the forms of lazy views with the first screen. Small
 * chunks are not merged by size: a merged chunk carries the modules of every view it serves, and twice that put the
 * detail pages' radios, tabs and forms on the first screen (over its 250 KiB budget). The first screens' chunks are
 * merged by what those screens load instead (scripts/suddivisione-chunk.ts).
 */
const byUsingViews = { entriesAware: true, entriesAwareMergeThreshold: 0 };
const VENDOR_CHUNKS: CodeSplittingGroup[] = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
    priority: 40,
  },
  { name: 'vendor-keycloak', test: /node_modules[\\/]keycloak-js[\\/]/, priority: 30 },
  // The styling core every view needs, in one chunk: split by views, its modules ended up in chunks importing each
  // other, and the first one evaluated called an initialiser of the other before it existed ('c is not a function').
  {
    name: 'vendor-mui-core',
    test: /node_modules[\\/](@mui[\\/](utils|system|styled-engine|private-theming)|@emotion)[\\/]/,
    priority: 25,
  },
  {
    name: 'vendor-mui',
    test: /node_modules[\\/](@mui|@emotion|@pagopa|@popperjs)[\\/]/,
    priority: 20,
    ...byUsingViews,
  },
  { name: 'vendor-react-admin', test: /node_modules[\\/]/, priority: 10, ...byUsingViews },
];

/**
 * The icons' per-icon entries are CommonJS. In a `"type": "module"` project the bundler imports them the
 * Node way (the default import is the whole `exports` object, not the component), so use their ES copies.
 */
export const ICONS_AS_ES_MODULES = { find: /^@mui\/icons-material\/(\w+)$/, replacement: '@mui/icons-material/esm/$1' };

/**
 * @mui/material's ES modules import three @mui/system helpers by a path whose file is the CommonJS build (the ES one is
 * under `esm/`): the first screen carried both copies of `createStyled` and `colorManipulator`, and their CommonJS
 * dependencies. Every other path of @mui/system is a folder that already points at `esm/`.
 */
export const MUI_SYSTEM_AS_ES_MODULES = {
  find: /^@mui\/system\/(createStyled|colorManipulator|useThemeWithoutDefault)$/,
  replacement: '@mui/system/esm/$1.js',
};

/**
 * React Router publishes only its development build through its package's exports (it checks and warns in the
 * browser's console); the production build beside it, the same code with those checks off, for the built app.
 */
const REACT_ROUTER = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const REACT_ROUTER_OF_PRODUCTION = [
  { find: /^react-router$/, replacement: join(REACT_ROUTER, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(REACT_ROUTER, 'dist/production/dom-export.mjs') },
];

/** Polyfills of what every supported browser has natively, replaced by the native function (see the shim's why). */
const NATIVE_INSTEAD_OF_POLYFILLS = [
  { find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
];

/** Packages the first screen imports but never runs, read when first called instead (see the shim's why). */
const ON_DEMAND = [
  {
    find: /^jsonexport\/dist\/index\.js$/,
    replacement: fileURLToPath(new URL('./src/shims/jsonexport-on-demand.js', import.meta.url)),
  },
];

/**
 * mui-italia builds a dark theme beside its light one when its module is read: a third `createTheme`, deep-merging the
 * whole theme again, a fifth of the first screen's module evaluation. Nothing uses it: marked pure, it is left out.
 */
export const temaScuroFuori = (): Plugin => ({
  name: 'tema-scuro-fuori',
  transform(code, id) {
    if (!/[\\/]@pagopa[\\/]mui-italia[\\/]theme[\\/]theme\.js$/.test(id)) return null;
    const marked = code.replace('darkTheme=createTheme(', 'darkTheme=/*#__PURE__*/createTheme(');
    if (marked === code) this.warn('mui-italia: il tema scuro non è più creato come prima, resta nel bundle');
    return { code: marked, map: null };
  },
});

const REACT_PER_REACT_QUERY = fileURLToPath(new URL('./src/shims/react-per-react-query.ts', import.meta.url));

/** react-query's hooks get React with a store hook whose updates can be transitions (src/shims/storeInTransizione). */
export const reactQueryInTransizione = (): Plugin => ({
  name: 'react-query-in-transizione',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'react' || !importer || !/[\\/]@tanstack[\\/]react-query[\\/]/.test(importer)) return null;
    return REACT_PER_REACT_QUERY;
  },
});

/** What makes the app's modules of the sources, in the build that reads its chunks and in the one that writes them. */
const compilazione = (): PluginOption[] => [reactQueryInTransizione(), temaScuroFuori(), react()];

/** `VITE_NOMI_DEI_CHUNK=1` names the chunks by their groups, to read what each page loads. */
const CHUNK_FILE_NAMES = process.env.VITE_NOMI_DEI_CHUNK ? 'assets/[name]-[hash].js' : 'assets/[hash].js';

/** The whole configuration, with the chunk groups given; the dev server keeps React Router's checks. */
const configuration = (groups: CodeSplittingGroup[], perLaProduzione = true): UserConfig => ({
  base: BASE_PATH,
  plugins: [serverStaysOut(), ...compilazione(), iconaNellaPagina('src/layout/logo.svg'), compressAssets()],
  resolve: {
    alias: [
      ICONS_AS_ES_MODULES,
      MUI_SYSTEM_AS_ES_MODULES,
      ...NATIVE_INSTEAD_OF_POLYFILLS,
      ...ON_DEMAND,
      ...(perLaProduzione ? REACT_ROUTER_OF_PRODUCTION : []),
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the portal supports preloads modules itself; one that does not only loads them a little later.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups }, chunkFileNames: CHUNK_FILE_NAMES } },
  },
  server: {
    port: 5173,
    // The silent sign-in's page is the server's (server/src/web/verifica-sessione.ts): its script's hash is in the
    // policy.
    proxy: Object.fromEntries(
      ['/api', '/apigen', '/oidc', `${BASE_PATH}silent-check-sso.html`].map((path) => [path, 'http://localhost:8091']),
    ),
  },
});

/**
 * A build runs twice: the first, kept in memory, shows which chunks the first screens load; the second merges them
 * (scripts/suddivisione-chunk.ts). The dev server has no chunks.
 */
export default defineConfig(async ({ command }) => {
  if (command !== 'build') return configuration(VENDOR_CHUNKS, false);
  const root = fileURLToPath(new URL('.', import.meta.url));
  const first = configuration(VENDOR_CHUNKS);
  const { output } = (await build({
    ...first,
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: compilazione(),
    build: { ...first.build, write: false },
  })) as RolldownOutput;
  const merges = chunkMerges(
    output.filter((file): file is OutputChunk => file.type === 'chunk'),
    root,
  );
  const merged: CodeSplittingGroup = {
    name: (id) => merges.get(id) ?? null,
    debugName: 'prime schermate',
    priority: 50,
    // Only the modules chosen: a merged chunk drawing in its modules' imports would take what other pages load too.
    includeDependenciesRecursively: false,
  };
  return configuration([merged, ...VENDOR_CHUNKS]);
});
