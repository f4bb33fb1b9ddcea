// ESLint flat config (npm run lint). Formatting is Prettier's job (.prettierrc.json);
// eslint-config-prettier, last, turns off every ESLint rule that would fight it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** Every skill in src/skills: planning rules about them belong to the skill, not to a branch on its name elsewhere. */
const SKILL_NAMES = [
  'explore',
  'goto',
  'approach',
  'mine',
  'craft',
  'smelt',
  'equip',
  'place',
  'dig_down',
  'go_up',
  'kill',
  'eat',
  'gather',
  'farm',
  'store',
  'take',
  'drop',
  'obtain',
];
const SKILL_LITERAL = `/^(${SKILL_NAMES.join('|')})$/`;
const SKILL_MEMBER = '/^(skill|name)$/';
const EQUALITY = '/^[!=]==?$/';
const SKILL_NAME_MESSAGE = 'skills own their planning rules: ask the skill (src/skills/types.ts) instead of branching on its name';
/** `.skill`, `?.name`, `['skill']`, `!.name`, `(… as T).skill` under `node`. */
const skillMember = (node) =>
  `:matches([${node}.property.name=${SKILL_MEMBER}], [${node}.property.value=${SKILL_MEMBER}], ` +
  `[${node}.expression.property.name=${SKILL_MEMBER}], [${node}.expression.property.value=${SKILL_MEMBER}])`;
/**
 * `x.skill === 'kill'`, `'kill' !== x?.name`, `x['skill'] == 'kill'` and so on (a `.skill` or `.name` member on one
 * side of an (in)equality, a skill name on the other), and `switch (x.skill) { case 'kill': … }`.
 */
const skillNameComparisons = [
  `BinaryExpression[operator=${EQUALITY}]${skillMember('left')}[right.type='Literal'][right.value=${SKILL_LITERAL}]`,
  `BinaryExpression[operator=${EQUALITY}]${skillMember('right')}[left.type='Literal'][left.value=${SKILL_LITERAL}]`,
  `SwitchStatement${skillMember('discriminant')} > SwitchCase[test.type='Literal'][test.value=${SKILL_LITERAL}]`,
].map((selector) => ({ selector, message: SKILL_NAME_MESSAGE }));

/** Node's globals, for the plain JavaScript files (TypeScript knows its own). */
const NODE_GLOBALS = ['process', 'console', 'Buffer', 'URL', 'setTimeout', 'clearTimeout', 'module', 'require', '__dirname', '__filename'];

export default defineConfig(
  {
    ignores: ['dist/', 'dist-*/', 'node_modules/', 'coverage/', 'bench-results/', 'test-artifacts/', '.sapling/', '.notes/', '.scratch/', 'schemas/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: Object.fromEntries(NODE_GLOBALS.map((g) => [g, 'readonly'])) },
  },
  {
    rules: {
      // `_`-prefixed parameters and destructured leftovers are deliberate (an interface's unused argument, `{ a, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/skills/**'],
    rules: { 'no-restricted-syntax': ['error', ...skillNameComparisons] },
  },
  prettier,
);
