import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['auth', 'search', 'networks', 'support', 'account', 'billing', 'payment', 'upgrade', 'admin', 'resources', 'legal', 'home'];

/** A feature imports no other feature's internals: what two need moves to components/, lib/ or shared. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            // From any depth inside the feature: '../billing/x' and '../../billing/x' alike.
            regex: `^(\\.\\./)+(${FEATURES.filter((other) => other !== feature).join('|')})/`,
            message: 'Features do not import each other; move shared code to components/, lib/ or packages/shared.',
          },
          {
            regex: '^cytoscape',
            message: 'Only graph-canvas/ imports cytoscape: it keeps the graph library in the lazy graph chunk.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundaries,
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/features/', message: 'Shared web code does not import from features.' },
            { regex: '^cytoscape', message: 'Only graph-canvas/ imports cytoscape.' },
          ],
        },
      ],
    },
  },
);
