import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The platform's boundaries, enforced: the server never imports the client nor the reverse; shared code imports
 * neither; the server reaches a game only through the registry (shared/registry.ts), never a game's folder.
 */
const noClient = { group: ['**/client/**'], message: 'server/ and shared/ never import client/.' };
const noServer = { group: ['**/server/**'], message: 'client/ and shared/ never import server/.' };
const noGameFolder = {
  group: ['**/shared/*/**', '!**/shared/core/**'],
  message: 'The platform reaches a game only through shared/registry.ts.',
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'test-results', 'playwright-report', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noClient, noGameFolder] }] },
  },
  {
    files: ['shared/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noClient, noServer] }] },
  },
  {
    files: ['shared/core/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [noClient, noServer, { group: ['../*/**', '!../core/**'], message: 'The core names no game.' }] },
      ],
    },
  },
  {
    files: ['shared/protocol.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [noClient, noServer, { group: ['./*/**', '!./core/**'], message: 'The protocol names no game.' }] },
      ],
    },
  },
  {
    files: ['client/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noServer] }] },
  },
  {
    // the client shell: everything in client/ but the games' own folders
    files: ['client/**/*.ts'],
    ignores: ['client/games/*/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            noGameFolder,
            {
              group: ['**/games/*/**'],
              message: 'The client shell reaches a game only through client/games/registry.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
