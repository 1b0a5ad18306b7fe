import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import path from 'node:path';

/**
 * Visits every import and re-export of a file with the imported path made absolute: relative paths
 * against the file, `@/` against `srcRoot` (the app's src folder).
 */
function onImports(context, srcRoot, visit) {
  const check = (node) => {
    const source = node.source?.value;
    if (typeof source !== 'string') return;
    const target = source.startsWith('.')
      ? path.resolve(path.dirname(context.filename), source)
      : source.replace(/^@\//, `${srcRoot}/`);
    visit(node, `${target}/`);
  };
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}

// Features never import each other: the app (routes, app.ts) composes them. A file in
// `<root>/modules/<a>/…` or `<root>/features/<a>/…` may not import anything in a sibling `<b>`.
const FEATURE_DIR = /^(.*[\\/](?:modules|features))[\\/]([^\\/]+)[\\/]/;
const featureBoundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const own = FEATURE_DIR.exec(context.filename);
        if (!own) return {};
        const [, root, feature] = own;
        return onImports(context, root.replace(/[\\/](modules|features)$/, ''), (node, target) => {
          const other = FEATURE_DIR.exec(target);
          if (other && other[1] === root && other[2] !== feature) {
            context.report({ node, message: `Feature '${feature}' may not import feature '${other[2]}'.` });
          }
        });
      },
    },
  },
};

// apps/web/src imports one way: app → features → components → lib (i18n and theme are foundations beside
// lib). A file may import its own layer and those after it; what composes features lives in app/_shell.
const WEB_SRC = /^(.*[\\/]apps[\\/]web[\\/]src)[\\/]([^\\/]+)[\\/]/;
const WEB_LAYERS = { app: 0, features: 1, components: 2, lib: 3, i18n: 3, theme: 3 };
const webLayers = {
  rules: {
    'layer-direction': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const own = WEB_SRC.exec(context.filename);
        const ownRank = own ? WEB_LAYERS[own[2]] : undefined;
        if (ownRank === undefined) return {};
        return onImports(context, own[1], (node, target) => {
          const other = WEB_SRC.exec(target);
          const rank = other && other[1] === own[1] ? WEB_LAYERS[other[2]] : undefined;
          if (rank !== undefined && rank < ownRank) {
            context.report({
              node,
              message: `'${own[2]}' may not import '${other[2]}' (app → features → components → lib).`,
            });
          }
        });
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/data/**',
      'apps/web/next-env.d.ts',
      'bench/out/**',
      'apps/*/dist/**',
    ],
  },
  js.configs.recommended,
  // The rules that need types run on TypeScript 7, in oxlint (.oxlintrc.json, decision 0054).
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Configuration is parsed once, by config.ts; everything else receives it.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts only.' },
      ],
    },
  },
  {
    // The service worker the browser loads as it is (decision 0044).
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: [
      '**/config.ts',
      '**/*.config.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
      'apps/api/src/test/**',
      'apps/api/src/reliability/**',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/api/src/modules/**', 'apps/web/src/features/**'],
    plugins: { kraam: featureBoundaries },
    rules: { 'kraam/no-cross-feature-imports': 'error' },
  },
  {
    // Tests and their helpers (src/test) render whatever they check, so they may reach any layer.
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'kraam-web': webLayers },
    rules: { 'kraam-web/layer-direction': 'error' },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
);
