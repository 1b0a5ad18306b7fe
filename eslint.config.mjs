import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import path from 'node:path';

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
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string') return;
          const target = source.startsWith('.')
            ? path.resolve(path.dirname(context.filename), source)
            : source.replace(/^@\//, `${root.replace(/[\\/](modules|features)$/, '')}/`);
          const other = FEATURE_DIR.exec(`${target}/`);
          if (other && other[1] === root && other[2] !== feature) {
            context.report({ node, message: `Feature '${feature}' may not import feature '${other[2]}'.` });
          }
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Configuration is parsed once, by config.ts; everything else receives it.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts only.' },
      ],
    },
  },
  {
    // Plain JavaScript (scripts, this config) has no type information.
    files: ['**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
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
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
);
