// Lint, including the dependency rule of ../shared/CONVENTIONS.md: imports point inward.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const vendorSdks = [
  { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Firebase lives only in src/adapters.' },
  { group: ['axios', 'js-cookie'], message: 'Network and cookie libraries live only in src/adapters.' },
];
const adapters = { group: ['**/adapters/**'], message: 'Only the composition root (src/container.ts, src/composition) and the entries import adapters.' };
const composition = { group: ['**/composition/**'], message: 'Islands get their services through useService, never from the composition root.' };
const browserComposition = {
  group: ['**/composition/*', '!**/composition/serverServices'],
  message: 'The server renderer takes its adapter set and settings from composition/serverServices only.',
};
const container = { group: ['**/container', 'inversify'], message: 'Only the composition root knows the container.' };
const applicationServices = {
  group: ['**/application/**', '!**/application/tokens'],
  allowTypeImports: true,
  message: 'src/ui takes only types and APP_TOKENS from src/application; services come through useService.',
};
// src/application at any depth: its own files, domain and ports; no packages (no React, inversify or SDKs).
const applicationRules = [1, 2, 3].map((depth) => ({
  files: [`src/application/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: {
    // The page reaches application code through ports (PageLifecyclePort, NavigationPort, …) or the composition root.
    'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'history'],
    'no-restricted-imports': ['error', {
      patterns: [
        { regex: `^(\\.\\./){${depth}}(?!domain/|ports/)`, message: 'src/application imports only domain, ports and its own files.' },
        { regex: '^[@a-z]', message: 'src/application is plain TypeScript: no packages (React, inversify, vendor SDKs).' },
      ],
    }],
  },
}));
const serverOnly = { group: ['**/server/**'], message: 'src/server is Node-only: the browser bundle never imports it.' };

export default tseslint.config(
  { ignores: ['dist/**', '.build/**', '.parcel-cache/**', 'coverage/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'demo/data/**', 'demo/.build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['../*', '!./*'], message: 'src/domain imports nothing outside src/domain.' },
          { regex: '^[@a-z]', message: 'src/domain is pure: no packages.' },
        ],
      }],
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'fetch'],
    },
  },
  {
    files: ['src/ports/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^\\.\\./(?!domain/)', message: 'src/ports import only domain types.' },
          { regex: '^[@a-z]', message: 'src/ports import no packages.' },
        ],
      }],
    },
  },
  {
    files: ['src/adapters/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^\\.\\./\\.\\./(?!domain/|ports/)', message: 'Adapters import ports, domain and vendor SDKs only.' },
          { regex: '^\\.\\./(?!\\.\\./)', message: 'Adapters never import each other.' },
        ],
      }],
    },
  },
  ...applicationRules,
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...vendorSdks, adapters, container, composition, applicationServices, serverOnly] }],
    },
  },
  {
    files: ['src/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverOnly] }],
    },
  },
  {
    // The server renders the islands (src/ui) with no browser services: no adapters, container, application
    // services or vendor SDKs; its own adapter set comes from the composition root (composition/serverServices.ts).
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [...vendorSdks, adapters, container, browserComposition, { group: ['**/application/**'], message: 'The server renderer imports ui, domain and ports only.' }],
      }],
    },
  },
  {
    files: ['tests/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call their continuation `use`; it is not a React hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', module: 'writable', require: 'readonly', __dirname: 'readonly', fetch: 'readonly', AbortController: 'readonly', AbortSignal: 'readonly', setInterval: 'readonly', clearInterval: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
