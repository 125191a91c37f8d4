import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const BROWSER_FOLDERS = ['./resources', './src', './dataProvider', './i18n'];

/** The floors of the house (docs/architecture.md): contract/ at the bottom, server/ and the browser apart on it. */
const BOUNDARY_ZONES = [
  {
    target: './server',
    from: BROWSER_FOLDERS,
    message: 'Il server non importa il codice del browser: ciò che serve a entrambi sta in contract/.',
  },
  ...BROWSER_FOLDERS.map((folder) => ({
    target: folder,
    from: './server',
    message: 'Il browser non importa il server: ciò che serve a entrambi sta in contract/.',
  })),
  {
    target: './contract',
    from: ['./server', ...BROWSER_FOLDERS, './test'],
    message: 'contract/ è il piano più basso: non importa server, browser né test.',
  },
];

const CONTRACT_FORBIDDEN_PACKAGES = ['react', 'react-admin', 'fastify', 'drizzle-orm', 'pg'].flatMap((name) => [
  name,
  `${name}/*`,
]);

/** Punctuation written between translated values in JSX. */
const SEPARATORS = [':', '—', '·', '/', '(', ')', ',', '-', '–', '|'];

// Scripts loaded by pages in the browser: the globals they use, without a package for the whole list.
const PAGE_SCRIPT_GLOBALS = { document: 'readonly', self: 'readonly', parent: 'readonly', location: 'readonly' };

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'coverage/', '.tmp/', 'node_modules/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  // Only where React lives: the compiler behind these rules is most of the lint's time, and the server has no hooks.
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['**/*.tsx'] },
  // Every word a person reads comes from the catalogue (i18n/), so that the screens can change language; punctuation
  // between translated values is not a word.
  {
    files: ['src/**/*.tsx', 'resources/**/*.tsx'],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: true, ignoreProps: true, allowedStrings: SEPARATORS }],
    },
  },
  {
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }],
      'max-len': ['error', { code: 120, ignoreUrls: false, ignoreStrings: false, ignoreTemplateLiterals: false }],
    },
  },
  {
    rules: {
      // As tsc's noUnusedParameters: a leading underscore marks a value left out on purpose (a rest's sibling too).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  // Tests read JSON bodies as the server sends them and assert their shape: typing them first would only repeat it.
  { files: ['test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...CONTRACT_FORBIDDEN_PACKAGES, '@mui/*', '@electric-sql/*'],
              message: 'contract/ importa solo typebox: niente React, react-admin, MUI, Fastify né database.',
            },
          ],
        },
      ],
      // Each of these is built by TypeBox's type engine, 10 KiB gzip more on the browser's first screen.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='Type']" +
            '[property.name=/^(Record|Pick|Omit|Partial|Required|KeyOf|Index|Evaluate)$/]',
          message:
            'Type.Record, Pick, Omit, Partial… portano nel browser il motore di TypeBox (10 KiB in più nella prima ' +
            'schermata): usare TestoPerCampo (contract/campi.ts) o JSON Schema semplice, docs/performance.md.',
        },
      ],
    },
  },
  { files: ['public/**/*.js', 'server/src/oidc/assets/**/*.js'], languageOptions: { globals: PAGE_SCRIPT_GLOBALS } },
);
