// One lint configuration for the whole monorepo: `npm run lint` from the root.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Frontend boundaries, bulletproof-react style: imports flow app -> features -> components, hooks, lib.
// A feature never imports another feature nor the app; what two features share lives in lib/ or
// components/, and the app shell composes features. One block per feature, generated from the folder,
// so a new feature is fenced in without touching this file. Tests follow the same rules; they render
// the app through src/testing.
const FRONTEND_SRC = 'frontend/src';
const features = readdirSync(new URL(`./${FRONTEND_SRC}/features/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const NO_APP = { group: ['@/app', '@/app/*'], message: 'Features, components and lib never import src/app: the app imports them and composes the screens.' };
const NO_FEATURES = { group: ['@/features', '@/features/*'], message: 'Shared code may not import a feature: move what is shared into src/lib or src/components.' };
const crossFeature = (feature) => ({
  group: ['@/features', '@/features/*', `!@/features/${feature}`],
  message: "A feature never imports another feature: move what both need to src/lib or src/components, or let src/app compose them and pass it down.",
});
// Relative paths stay inside their feature; anything else goes through '@/...', where the rules above see it.
const leavesFolder = (levels) => ({
  group: [`${'../'.repeat(levels)}*`],
  message: "A relative import may not leave its feature or shared folder: import through '@/...'.",
});

const frontendBoundaries = [
  ...features.flatMap((feature) => [
    {
      files: [`${FRONTEND_SRC}/features/${feature}/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [crossFeature(feature), NO_APP, leavesFolder(1)] }] },
    },
    {
      files: [`${FRONTEND_SRC}/features/${feature}/*/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [crossFeature(feature), NO_APP, leavesFolder(2)] }] },
    },
  ]),
  {
    files: [`${FRONTEND_SRC}/{lib,components,hooks}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_FEATURES, NO_APP, leavesFolder(1)] }] },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '.data/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{backend,frontend,libs,bench}/**/': 'KEBAB_CASE' }],
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: 'Use a string-literal union instead of an enum.' }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...frontendBoundaries,
  {
    // Nest injects by the runtime class named in a constructor; those imports must stay values.
    files: ['backend/src/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
