import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const presentationPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'three',
  'three/*',
  '@react-three/*',
  'jotai',
  'jotai/*',
];
const upperLayers = ['**/state/**', '**/scene/**', '**/ui/**', '**/modes/**'];
/** The rules engines' insides: only the state layer drives them (ARCHITECTURE.md §1). */
const engineInternals = {
  group: [
    '**/core/engine',
    '**/core/session',
    '**/core/createGame',
    '**/core/nemoEngine',
    '**/core/record',
    '**/core/bots/**',
    '**/flip/applyAction',
    '**/flip/createFlipGame',
    '**/flip/flipEngine',
    '**/flip/bots/**',
    '**/kernel/session',
  ],
  message: "ui, scene and modes use the state layer's atoms, not the engines (ARCHITECTURE.md §1).",
};
/** The same insides where they pass the cores' front doors (`core`, `core/index`, `flip`). */
const engineInternalsAtTheDoor = {
  group: ['**/core', '**/core/index', '**/core/bots', '**/flip', '**/flip/index'],
  importNames: [
    'applyAction',
    'applyActionInPlace',
    'applyFlipActionInPlace',
    'createGame',
    'createFlipGame',
    'createFlipGameWithEvents',
    'nemoEngine',
    'flipEngine',
    'startSession',
    'act',
    'actWithSnapshots',
    'undo',
    'sessionFromRecord',
    'replay',
    'replayFlip',
    'loadRecord',
    'parseRecord',
    'checkRecord',
    'policyFor',
    'answerBotRequest',
    'randomFlipPolicy',
    'greedyFlipPolicy',
  ],
  message: engineInternals.message,
};

const pureRules = (extraForbidden) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: [...presentationPackages, ...extraForbidden],
          message: 'Pure rules layers must not import presentation libraries (ARCHITECTURE.md §1).',
        },
        {
          group: upperLayers,
          message: 'Lower layers must not import upper layers (ARCHITECTURE.md §1).',
        },
      ],
    },
  ],
  'no-restricted-globals': [
    'error',
    { name: 'window', message: 'No DOM in pure layers.' },
    { name: 'document', message: 'No DOM in pure layers.' },
    { name: 'localStorage', message: 'No DOM in pure layers.' },
    { name: 'navigator', message: 'No DOM in pure layers.' },
    { name: 'Date', message: 'Pure layers must not read the clock.' },
    { name: 'performance', message: 'Pure layers must not read the clock.' },
    { name: 'setTimeout', message: 'Pure layers are synchronous.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Math', property: 'random', message: 'Use the seeded PRNG in the game state.' },
  ],
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'test-results', 'models', 'textures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/kernel/**/*.ts'],
    rules: pureRules(['cannon-es', '**/dice/**', '**/flip/**', '**/core/**']),
  },
  { files: ['src/core/**/*.ts'], rules: pureRules(['cannon-es', '**/dice/**', '**/flip/**']) },
  { files: ['src/flip/**/*.ts'], rules: pureRules(['cannon-es', '**/dice/**', '**/core/**']) },
  { files: ['src/dice/**/*.ts'], rules: pureRules(['**/core/**', '**/flip/**']) },
  {
    files: ['src/protocol/**/*.ts'],
    rules: pureRules(['cannon-es', '**/dice/**', '**/flip/**', '**/i18n/**', '**/server/**']),
  },
  {
    files: ['src/state/**/*.ts', 'src/state/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/scene/**', '**/ui/**', '**/modes/**', 'three', '@react-three/*'],
              message: 'state sits below scene/ui/modes (ARCHITECTURE.md §1).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/scene/**/*.ts', 'src/scene/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui/**', '**/modes/**'],
              message: 'Scene and UI meet only through atoms.',
            },
            engineInternals,
            engineInternalsAtTheDoor,
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.ts', 'src/ui/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/scene/**', '**/modes/**'],
              message: 'Scene and UI meet only through atoms.',
            },
            engineInternals,
            engineInternalsAtTheDoor,
          ],
        },
      ],
    },
  },
  {
    files: ['src/modes/**/*.ts', 'src/modes/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [engineInternals, engineInternalsAtTheDoor] }],
    },
  },
  {
    files: ['src/i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...upperLayers, '**/audio/**', '**/workers/**', 'three', 'three/*', 'jotai'],
              message:
                "i18n holds words only: it may read the cores' types and data, not the layers that show them (ARCHITECTURE.md §1).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/audio/**/*.ts', 'src/audio/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/scene/**',
                '**/ui/**',
                '**/modes/**',
                '**/workers/**',
                'three',
                'three/*',
              ],
              message:
                'audio plays what the state layer stages; it sits beside scene and ui (ARCHITECTURE.md §1).',
            },
            engineInternals,
            engineInternalsAtTheDoor,
          ],
        },
      ],
    },
  },
  {
    files: ['src/workers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...presentationPackages, ...upperLayers, '**/audio/**', '**/i18n/**'],
              message:
                'A worker runs the pure cores off the main thread: no presentation (ARCHITECTURE.md §1).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.ts', 'tests/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'vitest',
              importNames: ['it'],
              message: 'Tests are written with test(), one word for every file (STYLE.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...presentationPackages,
                '**/src/scene/**',
                '**/src/ui/**',
                '**/src/modes/**',
                '**/src/audio/**',
                '**/src/workers/**',
                '**/src/i18n/**',
              ],
              message:
                'The server hosts the pure cores: no React, three, jotai or page code (ARCHITECTURE.md §1).',
            },
            {
              group: ['**/src/state/**'],
              message:
                'The server shares the wire with the page through src/protocol, never the state layer (ARCHITECTURE.md §1).',
            },
          ],
        },
      ],
    },
  },
);
