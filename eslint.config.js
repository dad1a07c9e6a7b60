import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/* ---------- web (apps/web) ---------- */

/**
 * Import boundaries (house style): the mobile tree never imports antd or the desktop tree and vice versa;
 * lib and components never import features, widgets, routes or app; a feature never imports another feature,
 * widgets, routes or app; widgets (compositions of several features that more than one page shows) never import
 * routes or app; a route never imports another route nor the app (the app composes routes, not the other way);
 * no import cycles.
 */
const WEB_SRC = fileURLToPath(new URL('./apps/web/src', import.meta.url));
// the feature folders as they are, so a new feature is fenced in the day it is created
const FEATURES = fs
  .readdirSync(`${WEB_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Two independent dimensions, two rule names (a flat config keeps only the last setting of one rule per file):
// `no-restricted-imports` guards the device trees, `@typescript-eslint/no-restricted-imports` the layers.
const device = (patterns, paths = []) => ({ 'no-restricted-imports': ['error', { patterns, paths }] });
const layer = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/mobile/**', 'apps/web/src/**/mobile-*.{ts,tsx}'],
    rules: device([
      { group: ['antd', 'antd/*', '@ant-design/*'], message: 'The mobile tree must not pull antd into a phone bundle.' },
      { group: ['**/desktop/**', '**/desktop-*'], message: 'The mobile tree must not import the desktop tree.' },
    ], [
      {
        name: 'antd-mobile',
        message: "Import antd-mobile per component ('antd-mobile/es/components/…'): its root index has side effects and pulls every component (Toast, the spring library…) into the phone's first chunks.",
      },
    ]),
  },
  {
    files: ['apps/web/src/**/desktop/**', 'apps/web/src/**/desktop-*.{ts,tsx}'],
    rules: device([
      { group: ['antd-mobile', 'antd-mobile/*'], message: 'The desktop tree uses antd, not antd-mobile.' },
      { group: ['**/mobile/**', '**/mobile-*'], message: 'The desktop tree must not import the mobile tree.' },
    ]),
  },
  {
    files: ['apps/web/src/lib/**', 'apps/web/src/components/*.{ts,tsx}', 'apps/web/src/features/*/api/**', 'apps/web/src/main.tsx'],
    rules: device([{ group: ['antd', 'antd/*', 'antd-mobile', 'antd-mobile/*'], message: 'Code shared by both apps stays free of both UI kits.' }]),
  },
  {
    files: ['apps/web/src/lib/**', 'apps/web/src/components/**'],
    rules: layer([
      { group: ['@/features/*', '@/app/*', '@/routes/*', '@/widgets/*', '**/features/**', '**/routes/**', '**/app/**', '**/widgets/**'], message: 'lib and components sit below features: import one way only (lib → features → widgets → routes → app).' },
    ]),
  },
  ...FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**`],
    rules: layer([
      {
        group: [...FEATURES.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}/*`, `**/features/${f}/**`]), '@/app/*', '@/routes/*', '@/widgets/*'],
        message: 'A feature never imports another feature or the app; compose them in routes.',
      },
    ]),
  })),
  {
    files: ['apps/web/src/widgets/**'],
    rules: layer([
      { group: ['@/app/*', '@/routes/*', '**/routes/**', '**/app/**'], message: 'Widgets compose features for the routes: they never import routes or the app.' },
    ]),
  },
  {
    files: ['apps/web/src/routes/**'],
    rules: layer([
      { group: ['@/app/*', '../app/*', '../../app/*', '../../../app/*'], message: 'Routes never import the app: shared navigation and route meta live in lib.' },
      {
        // a page renders its feature's model; what two pages share lives in components/, lib/, widgets/ or the feature
        group: ['./*', '../*', '../../*', '@/routes/*', '!./*.css', '!../*.css'],
        message: 'A route never imports another route: move the shared part to components/, lib/, widgets/ or the feature.',
      },
    ]),
  },
  {
    // a route's own test imports the page it tests
    files: ['apps/web/src/routes/**/*.test.{ts,tsx}'],
    rules: layer([
      { group: ['@/app/*', '../app/*', '../../app/*', '../../../app/*'], message: 'Routes never import the app: shared navigation and route meta live in lib.' },
    ]),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript modules count as modules (by default only .js is followed, so no cycle would ever be seen)
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], alias: { '@': [WEB_SRC] } })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  /* ---------- end web ---------- */
  {
    files: ['apps/server/**'],
    rules: device([{ group: ['react', 'antd', 'antd-mobile', '**/apps/web/**'], message: 'The server never imports the web app.' }]),
  },
  // ---- server (and the shared package): no import cycles ----
  {
    files: ['apps/server/**/*.ts', 'packages/shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
