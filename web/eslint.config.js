import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const relativeParent = {
  group: ['../*'],
  message: 'Use the @/ alias instead of parent-relative imports.',
};
const appLayer = {
  group: ['@/app/*'],
  message: 'Only src/app composes the app; move shared code to components/ or lib/.',
};

// Dependencies point one way: app → features → components, lib. Features do
// not import each other; shared code moves down to components/ or lib/.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layering = [
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            relativeParent,
            appLayer,
            { group: ['@/features/*'], message: 'components/ and lib/ must not import features.' },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            relativeParent,
            appLayer,
            {
              group: ['@/features/*', `!@/features/${feature}`],
              message:
                'Features do not import each other; move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  })),
];

export default defineConfig([
  globalIgnores([
    'dist',
    'node_modules',
    'playwright-report',
    'test-results',
    'src/lib/api/schema.d.ts',
  ]),
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.strictTypeChecked,
      tseslint.configs.stylisticTypeChecked,
    ],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], reactRefresh.configs.vite],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-imports': ['error', { patterns: [relativeParent] }],
    },
  },
  ...layering,
  {
    files: ['sw/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['e2e/**/*.ts', '*.config.ts', 'sw/*.ts'],
    languageOptions: { globals: globals.node },
  },
]);
