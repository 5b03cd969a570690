// Type-aware lint for the whole monorepo; zero warnings is the bar (`npm run lint`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The web app's rooms, and which way imports may go: shared (components, config, lib, hooks)
// → features → app. A feature never imports another feature nor the app; shared code imports
// neither. Where a page needs two features, the app combines them (app/routes). Tests and the
// testing helpers may reach anywhere, as the app does.
const WEB = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${WEB}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const testFiles = [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/**/testing/**`];
const zone = (files, patterns) => ({
  files,
  ignores: testFiles,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const appImport = {
  group: ['@/app', '@/app/**'],
  message: 'Only the app imports the app (shared → features → app).',
};
const webZones = [
  zone(
    [`${WEB}/{components,config,lib,hooks}/**/*.{ts,tsx}`],
    [
      {
        group: ['@/features/**'],
        message: 'Shared code does not import features: pass what it needs in, or move it to lib.',
      },
      appImport,
    ],
  ),
  ...webFeatures.map((feature) =>
    zone(
      [`${WEB}/features/${feature}/**/*.{ts,tsx}`],
      [
        {
          group: ['@/features/**', `!@/features/${feature}`, `!@/features/${feature}/**`],
          message: `A feature does not import another feature: combine them in app/routes.`,
        },
        {
          // A relative path out of this feature into another one.
          regex: `^(\\.\\./)+(?!${feature}/)(${webFeatures.join('|')})/`,
          message: `A feature does not import another feature: combine them in app/routes.`,
        },
        appImport,
      ],
    ),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and route handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webZones,
  {
    // process.env is read in one place only: the server's config module and the test setup.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from config.ts.' },
      ],
    },
  },
);
