import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, normalizePath, type Plugin } from 'vite';

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
 * chunks are not merged: a merged chunk carries the modules of every view it serves, and twice that put the
 * detail pages' radios, tabs and forms on the first screen (over its 250 KiB budget).
 */
const byUsingViews = { entriesAware: true, entriesAwareMergeThreshold: 0 };
const VENDOR_CHUNKS = [
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
const ICONS_AS_ES_MODULES = { find: /^@mui\/icons-material\/(\w+)$/, replacement: '@mui/icons-material/esm/$1' };

/**
 * @mui/material's ES modules import three @mui/system helpers by a path whose file is the CommonJS build (the ES one is
 * under `esm/`): the first screen carried both copies of `createStyled` and `colorManipulator`, and their CommonJS
 * dependencies. Every other path of @mui/system is a folder that already points at `esm/`.
 */
const MUI_SYSTEM_AS_ES_MODULES = {
  find: /^@mui\/system\/(createStyled|colorManipulator|useThemeWithoutDefault)$/,
  replacement: '@mui/system/esm/$1.js',
};

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

export default defineConfig({
  base: BASE_PATH,
  plugins: [serverStaysOut(), react(), compressAssets()],
  resolve: { alias: [ICONS_AS_ES_MODULES, MUI_SYSTEM_AS_ES_MODULES, ...NATIVE_INSTEAD_OF_POLYFILLS, ...ON_DEMAND] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the portal supports preloads modules itself; one that does not only loads them a little later.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS }, chunkFileNames: 'assets/[hash].js' } },
  },
  server: {
    port: 5173,
    // The silent sign-in's page is the server's (server/src/web/verifica-sessione.ts): its script's hash is in the policy.
    proxy: Object.fromEntries(
      ['/api', '/apigen', '/oidc', `${BASE_PATH}silent-check-sso.html`].map((path) => [path, 'http://localhost:8091']),
    ),
  },
});
