/**
 * Shared fast-check generators for the fuzz suite: plans (valid-ish ones from a
 * grammar over the real skill and check registries and real game names, and
 * chaotic plan-shaped ones), goals, MDSL text and run traces.
 *
 * Run counts come from `runs(n)`: FUZZ_RUNS_SCALE=10 multiplies every count for
 * a longer local session; a failure prints its seed and path, and
 * `FUZZ_SEED=<seed>` replays it.
 */
import fc from 'fast-check';
import { CHECKS } from '../../src/checks/index.js';
import type { ArgSchema } from '../../src/contracts/args.js';
import { OUTCOME_CODES } from '../../src/contracts/outcome.js';
import type { Plan } from '../../src/contracts/plan.js';
import type { TraceEvent } from '../../src/contracts/trace.js';
import { loadData } from '../../src/knowledge/data.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { reflexNames } from '../../src/reflexes/index.js';
import { SKILLS } from '../../src/skills/index.js';

export const k = getKnowledge();

/** Scales every property's run count (default 1). */
const SCALE = Number(process.env.FUZZ_RUNS_SCALE ?? '1') || 1;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** fast-check parameters: `numRuns` scaled, the replay seed if one is set. */
export const runs = (numRuns: number): fc.Parameters<unknown> => ({
  numRuns: Math.max(1, Math.round(numRuns * SCALE)),
  ...(SEED !== undefined ? { seed: SEED } : {}),
});

// ---------------------------------------------------------------------------------------------------------------------
// Names from the game and the registries

const data = loadData(k.version);
export const ITEMS: readonly string[] = data.itemsArray.map((i) => i.name).filter((n) => k.isItem(n));
export const BLOCKS: readonly string[] = data.blocksArray.map((b) => b.name).filter((n) => k.isBlock(n));
export const MOBS: readonly string[] = data.entitiesArray.map((e) => e.name).filter((n) => k.isMob(n));
export const GROUPS: readonly string[] = [
  '#planks',
  '#logs',
  '#wool',
  '#carpets',
  '#beds',
  '#wooden_slabs',
  '#coals',
  '#stone_crafting_materials',
  '#sand',
  '#oak_logs',
  '#birch_logs',
  '#spruce_logs',
  '#crimson_stems',
].filter((g) => k.isGroup(g));

/** Items a plan for an early game goal names: most of them have a short knowledge chain. */
export const COMMON_ITEMS: readonly string[] = [
  'oak_log',
  'oak_planks',
  'stick',
  'crafting_table',
  'wooden_pickaxe',
  'wooden_sword',
  'cobblestone',
  'stone_pickaxe',
  'stone_sword',
  'furnace',
  'coal',
  'raw_iron',
  'iron_ingot',
  'iron_pickaxe',
  'torch',
  'bread',
  'cooked_beef',
  'diamond',
  'white_wool',
  'white_bed',
  'chest',
  'wheat_seeds',
].filter((n) => k.isItem(n));
export const COMMON_BLOCKS: readonly string[] = ['oak_log', 'stone', 'cobblestone', 'coal_ore', 'iron_ore', 'dirt', 'sand', 'gravel'].filter((n) =>
  k.isBlock(n),
);
export const COMMON_MOBS: readonly string[] = ['cow', 'pig', 'sheep', 'chicken', 'zombie', 'skeleton', 'spider', 'creeper'].filter((n) => k.isMob(n));

export const SKILL_NAMES: readonly string[] = SKILLS.map((s) => s.name);
export const CHECK_KINDS: readonly string[] = CHECKS.map((c) => c.kind);
export const NODE_TYPES = ['sequence', 'selector', 'parallel', 'repeat', 'condition', 'skill'] as const;
export const COMPOSITES = ['sequence', 'selector', 'parallel'] as const;

/** A name slightly wrong: the kind of typo, plural, case or prefix mistake people and LLMs make. */
export const nearMiss = (names: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(names, fc.nat({ max: 9 }), fc.nat({ max: 1000 }), fc.string({ minLength: 1, maxLength: 1 })).map(([n, how, at, c]) => {
    const i = n.length ? at % n.length : 0;
    switch (how) {
      case 0:
        return n.slice(0, i) + n.slice(i + 1); // drop a character
      case 1:
        return n.slice(0, i) + c + n.slice(i); // insert one
      case 2:
        return `${n}s`;
      case 3:
        return n.toUpperCase();
      case 4:
        return `#${n.replace(/^#/, '')}`;
      case 5:
        return n.replace(/_/g, ' ');
      case 6:
        return ` ${n} `;
      case 7:
        return n.slice(0, i) + (n[i + 1] ?? '') + (n[i] ?? '') + n.slice(i + 2); // swap two
      case 8:
        return `minecraft:${n}`;
      default:
        return n.replace(/_/g, '-');
    }
  });

/** Words the validator maps to real skills ("chop" → mine), and other wrong ones. */
const SKILL_WORDS = ['chop', 'dig', 'get', 'make', 'cook', 'attack', 'walk', 'find', 'wield', 'descend', 'Mine', 'OBTAIN', 'gather_wood', 'sleep', ''];

export const anyItemName = fc.oneof(
  { arbitrary: fc.constantFrom(...COMMON_ITEMS), weight: 6 },
  { arbitrary: fc.constantFrom(...ITEMS), weight: 3 },
  { arbitrary: fc.constantFrom(...GROUPS), weight: 1 },
);
export const anyBlockName = fc.oneof(
  { arbitrary: fc.constantFrom(...COMMON_BLOCKS), weight: 4 },
  { arbitrary: fc.constantFrom(...BLOCKS), weight: 2 },
  { arbitrary: fc.constantFrom(...COMMON_ITEMS), weight: 1 },
  { arbitrary: fc.constantFrom(...GROUPS), weight: 1 },
);
export const anyMobName = fc.oneof({ arbitrary: fc.constantFrom(...COMMON_MOBS), weight: 3 }, { arbitrary: fc.constantFrom(...MOBS), weight: 1 });

/** A real name of the kind an argument's key asks for (see src/plan/names.ts). */
function nameFor(key: string): fc.Arbitrary<string> | null {
  switch (key) {
    case 'item':
    case 'food':
    case 'fuel':
      return anyItemName;
    case 'block':
      return anyBlockName;
    case 'mob':
    case 'entity':
      return anyMobName;
    case 'target':
      return fc.oneof(anyItemName, anyBlockName, anyMobName);
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Valid-ish plans: the grammar of the schema, over real skills, checks and names

const typesOf = (s: ArgSchema): string[] => [s.type].flat();

/** A value an argument schema accepts most of the time (a name of the right kind, a count in range), now and then not. */
export function argValue(key: string, s: ArgSchema): fc.Arbitrary<unknown> {
  const types = typesOf(s);
  const nullable = types.includes('null');
  let base: fc.Arbitrary<unknown>;
  if ('enum' in s && s.enum) base = fc.constantFrom(...s.enum);
  else if (types.includes('string')) base = nameFor(key) ?? fc.string({ maxLength: 12 });
  else if (types.includes('integer') || types.includes('number')) {
    const min = 'minimum' in s && s.minimum !== undefined ? s.minimum : -64;
    const max = 'maximum' in s && s.maximum !== undefined ? s.maximum : Math.max(min, 0) + 64;
    const small = Math.max(min, 1);
    const typical = fc.integer({ min: small, max: Math.min(max, small + 15) });
    const any = types.includes('integer')
      ? fc.integer({ min, max })
      : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((x) => (Object.is(x, -0) ? 0 : x));
    base = fc.oneof({ arbitrary: typical, weight: 6 }, { arbitrary: any, weight: 2 }, { arbitrary: fc.integer({ min: 2000, max: 2400 }), weight: 1 });
  } else if (types.includes('boolean')) base = fc.boolean();
  else base = fc.jsonValue({ maxDepth: 1 });
  return nullable ? fc.oneof({ arbitrary: base, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }) : base;
}

const argsRecord = (schemas: Record<string, ArgSchema>): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(Object.fromEntries(Object.entries(schemas).map(([key, s]) => [key, argValue(key, s)])));

export const checkArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  ...CHECKS.map((c) => argsRecord(c.args as Record<string, ArgSchema>).map((args) => ({ kind: c.kind, ...args }))),
);

export const skillNodeArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  ...SKILLS.map((s) => argsRecord(s.args as Record<string, ArgSchema>).map((args) => ({ type: 'skill', skill: s.name, args }))),
);

/** Plan nodes following the schema's grammar, a few levels deep. */
export const validishNode: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown; steps: unknown; repeat: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: 4, withCrossShrink: true },
    { arbitrary: skillNodeArb, weight: 6 },
    { arbitrary: checkArb.map((check) => ({ type: 'condition', check })), weight: 1 },
    { arbitrary: tie('steps'), weight: 3 },
    { arbitrary: tie('repeat'), weight: 1 },
  ),
  steps: fc.record({ type: fc.constantFrom(...COMPOSITES), steps: fc.array(tie('node'), { minLength: 1, maxLength: 4 }) }),
  repeat: fc
    .record({
      times: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      until: fc.option(checkArb, { nil: null }),
      step: tie('node'),
    })
    .map((r) => ({ type: 'repeat', ...r })),
})).node;

export const validishPlan: fc.Arbitrary<Plan> = fc
  .record({ goal: fc.string({ maxLength: 20 }), thoughts: fc.string({ maxLength: 20 }), plan: validishNode })
  .map((p) => p as Plan);

// ---------------------------------------------------------------------------------------------------------------------
// Chaotic plan-shaped values: wrong types, wrong names, missing and extra keys, random key order, any depth

/** The same object with its keys in a random order (JSON key order is the validator's input too). */
export const shuffleKeys = <T extends object>(arb: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  arb.chain((o) => {
    const keys = Object.keys(o);
    return fc
      .shuffledSubarray(keys, { minLength: keys.length, maxLength: keys.length })
      .map((order) => Object.fromEntries(order.map((key) => [key, (o as Record<string, unknown>)[key]])) as T);
  });

const junk = fc.jsonValue({ maxDepth: 2 });
const ARG_KEYS = [...new Set(SKILLS.flatMap((s) => Object.keys(s.args)))];
const anyArgValue = fc.oneof(
  anyItemName,
  nearMiss(anyItemName),
  anyMobName,
  fc.integer({ min: -5, max: 3000 }),
  fc.constantFrom(0, -0, 1.5, 2304, 2305, 1e21, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  junk,
);

const chaoticArgs = fc.oneof(
  { arbitrary: shuffleKeys(fc.dictionary(fc.oneof(fc.constantFrom(...ARG_KEYS), fc.string({ maxLength: 6 })), anyArgValue, { maxKeys: 5 })), weight: 4 },
  { arbitrary: junk, weight: 1 },
);
const chaoticCheck = fc.oneof(
  checkArb,
  shuffleKeys(
    fc.record(
      {
        kind: fc.oneof(fc.constantFrom(...CHECK_KINDS), nearMiss(fc.constantFrom(...CHECK_KINDS)), junk),
        item: anyArgValue,
        count: anyArgValue,
        entity: anyArgValue,
        block: anyArgValue,
        distance: anyArgValue,
        min: anyArgValue,
        max: anyArgValue,
        period: fc.oneof(fc.constantFrom('day', 'night', 'dusk'), junk),
      },
      { requiredKeys: [] },
    ),
  ),
  junk,
);

/** Plan-shaped nodes that are wrong in every way the schema allows to be wrong. */
export const chaoticNode: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown; obj: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: 5, withCrossShrink: true },
    { arbitrary: skillNodeArb, weight: 2 },
    { arbitrary: junk, weight: 1 },
    { arbitrary: tie('obj'), weight: 4 },
    { arbitrary: validishNode, weight: 2 },
  ),
  obj: shuffleKeys(
    fc.record(
      {
        type: fc.oneof(
          { arbitrary: fc.constantFrom(...NODE_TYPES), weight: 6 },
          { arbitrary: nearMiss(fc.constantFrom(...NODE_TYPES)), weight: 1 },
          { arbitrary: junk, weight: 1 },
        ),
        skill: fc.oneof(
          { arbitrary: fc.constantFrom(...SKILL_NAMES), weight: 5 },
          { arbitrary: fc.constantFrom(...SKILL_WORDS), weight: 1 },
          { arbitrary: nearMiss(fc.constantFrom(...SKILL_NAMES)), weight: 1 },
          { arbitrary: junk, weight: 1 },
        ),
        args: chaoticArgs,
        steps: fc.oneof({ arbitrary: fc.array(tie('node'), { maxLength: 4 }), weight: 5 }, { arbitrary: junk, weight: 1 }),
        step: tie('node'),
        times: anyArgValue,
        until: fc.oneof(fc.constant(null), chaoticCheck),
        check: chaoticCheck,
        extra: junk,
      },
      { requiredKeys: [] },
    ),
  ),
})).node;

const WRAPPERS = ['sequence', 'selector', 'parallel', 'repeat'] as const;

/** A chain `depth` levels deep, built directly (no recursion in the generator). */
export function deepNode(depth: number, wrapper: (typeof WRAPPERS)[number] | 'mixed' = 'sequence', leaf?: unknown): unknown {
  let node: unknown = leaf ?? { type: 'skill', skill: 'mine', args: { block: 'stone', count: 1 } };
  for (let d = 1; d < depth; d++) {
    const w = wrapper === 'mixed' ? WRAPPERS[d % WRAPPERS.length]! : wrapper;
    node = w === 'repeat' ? { type: 'repeat', times: 2, until: null, step: node } : { type: w, steps: [node] };
  }
  return node;
}

/** Deep chains: shallow ones, chains around MAX_DEPTH (32), and far beyond. */
export const deepNodeArb: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.constantFrom(...WRAPPERS, 'mixed' as const),
    fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 30 }), weight: 2 },
      { arbitrary: fc.integer({ min: 31, max: 40 }), weight: 4 },
      { arbitrary: fc.integer({ min: 41, max: 3000 }), weight: 1 },
    ),
    fc.oneof(skillNodeArb, chaoticNode),
  )
  .map(([wrapper, depth, leaf]) => deepNode(depth, wrapper, leaf));

export const chaoticPlan: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: shuffleKeys(fc.record({ goal: fc.string({ maxLength: 10 }), thoughts: fc.string({ maxLength: 10 }), plan: chaoticNode })), weight: 6 },
  { arbitrary: fc.record({ goal: fc.constant('deep'), thoughts: fc.constant(''), plan: deepNodeArb }), weight: 2 },
  {
    arbitrary: shuffleKeys(fc.record({ goal: junk, thoughts: junk, plan: chaoticNode, extra: junk }, { requiredKeys: ['plan'] })),
    weight: 1,
  },
  { arbitrary: fc.record({ goal: fc.string(), thoughts: fc.string(), plan: junk }), weight: 1 },
  { arbitrary: junk, weight: 1 },
);

// ---------------------------------------------------------------------------------------------------------------------
// Goals

const VERB_WORDS = ['obtain', 'get', 'collect', 'gather', 'make', 'craft', 'mine', 'smelt', 'kill', 'hunt', 'cook', 'eat', 'Obtain', 'GET'];
const COUNT_WORDS = ['', 'a', 'an', 'some', 'a few', 'a dozen', 'a stack of', 'sixty-four', 'some more', 'more', 'the'];
const LEADS = ['', 'please ', 'go ', 'can you ', 'i want you to ', "let's "];
const TAILS = ['', '.', '!', ' please', ' for me', '?!'];

/** Counts across every magnitude the goal parser can read from digits. */
export const goalCount = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 64 }).map(String), weight: 6 },
  { arbitrary: fc.integer({ min: 0, max: 10_000_000 }).map(String), weight: 2 },
  { arbitrary: fc.constantFrom('0', '00', '2304', '2305', '100000', '99999999999999999999999', '1e3', '-1', '3x', '07'), weight: 2 },
  { arbitrary: fc.constantFrom(...COUNT_WORDS), weight: 3 },
);

const displayish = (names: fc.Arbitrary<string>) =>
  fc.oneof(
    names,
    names.map((n) => n.replace(/_/g, ' ')),
    names.map((n) => `${n.replace(/_/g, ' ')}s`),
    nearMiss(names),
  );

export const goalText: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...LEADS), fc.constantFrom(...VERB_WORDS), goalCount, displayish(anyItemName), fc.constantFrom(...TAILS))
      .map(([lead, verb, n, thing, tail]) => `${lead}${verb} ${n} ${thing}${tail}`.replace(/\s+/g, ' ')),
    weight: 6,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('kill', 'hunt', 'slay', 'fight', 'attack'), goalCount, displayish(anyMobName))
      .map(([verb, n, mob]) => `${verb} ${n} ${mob}`),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom('eat', 'eat some', 'cook', 'cook some', 'roast'), fc.constantFrom('', ...k.foods().slice(0, 20), 'beef', 'stone'))
      .map(([v, food]) => `${v} ${food}`),
    weight: 1,
  },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 1 },
  { arbitrary: fc.tuple(fc.constantFrom(...VERB_WORDS), fc.string({ unit: 'grapheme', maxLength: 20 })).map(([v, s]) => `${v} ${s}`), weight: 2 },
);

// ---------------------------------------------------------------------------------------------------------------------
// MDSL

/** An MDSL argument literal. */
const mdslLiteral = (v: unknown): string => (typeof v === 'string' ? JSON.stringify(v) : v === undefined ? 'null' : String(v));

/** `[name, args…]` for a call whose arguments follow `schemas`, now and then with one too many or a wrong one. */
const mdslCall = (name: string, schemas: Record<string, ArgSchema>): fc.Arbitrary<string> =>
  fc
    .tuple(
      argsRecord(schemas),
      fc.oneof(
        { arbitrary: fc.constant<string[]>([]), weight: 8 },
        { arbitrary: fc.array(fc.constantFrom('1', '"x"', 'true', 'null', '$agent_prop', '-1', '"#logs"'), { minLength: 1, maxLength: 2 }), weight: 1 },
      ),
      fc.nat({ max: 9 }),
    )
    .map(([args, extra, cut]) => {
      const values = Object.keys(schemas).map((key) => mdslLiteral(args[key]));
      // Trailing arguments may be left out (they read as null), and now and then are.
      const given = cut === 0 ? values.slice(0, Math.max(0, values.length - 1)) : values;
      return `[${[name, ...given, ...extra].join(', ')}]`;
    });

const REFLEXES = reflexNames();
const mdslAction = fc.oneof(
  { arbitrary: fc.oneof(...SKILLS.map((s) => mdslCall(s.name, s.args as Record<string, ArgSchema>))), weight: 8 },
  { arbitrary: fc.constantFrom(...REFLEXES, 'jump').map((r) => `[reflex, ${JSON.stringify(r)}]`), weight: 1 },
  {
    arbitrary: fc
      .tuple(nearMiss(fc.constantFrom(...SKILL_NAMES)), fc.array(fc.constantFrom('"stone"', '1', 'null'), { maxLength: 2 }))
      .map(([n, a]) => `[${[n, ...a].join(', ')}]`),
    weight: 1,
  },
);
const mdslCondition = fc.oneof(
  { arbitrary: fc.oneof(...CHECKS.map((c) => mdslCall(c.kind, c.args as Record<string, ArgSchema>))), weight: 8 },
  { arbitrary: fc.constantFrom('[done]', '[plan_done]', '[reflex_due]', ...REFLEXES.map((r) => `[reflex_due, ${JSON.stringify(r)}]`)), weight: 1 },
  { arbitrary: nearMiss(fc.constantFrom(...CHECK_KINDS)).map((n) => `[${n}]`), weight: 1 },
);

/** A tree file from the MDSL grammar, over real (and now and then wrong) actions, conditions and arguments. */
export const mdslText: fc.Arbitrary<string> = (() => {
  const guard = fc.oneof(
    { arbitrary: fc.constant(''), weight: 6 },
    {
      arbitrary: fc.tuple(fc.constantFrom('while', 'until', 'entry', 'exit', 'step'), mdslCondition).map(([g, c]) => ` ${g}(${c.slice(1, -1)})`),
      weight: 1,
    },
  );
  const { node } = fc.letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', maxDepth: 4, withCrossShrink: true },
      { arbitrary: fc.tuple(mdslAction, guard).map(([c, g]) => `action ${c}${g}`), weight: 4 },
      { arbitrary: fc.tuple(mdslCondition, guard).map(([c, g]) => `condition ${c}${g}`), weight: 2 },
      {
        arbitrary: fc
          .tuple(fc.constantFrom('sequence', 'selector', 'parallel', 'race', 'all', 'lotto'), guard, fc.array(tie('node'), { minLength: 1, maxLength: 3 }))
          .map(([t, g, kids]) => `${t}${g} {\n${kids.join('\n')}\n}`),
        weight: 3,
      },
      {
        arbitrary: fc
          .tuple(fc.constantFrom('repeat', 'repeat [2]', 'retry [3]', 'flip', 'succeed', 'fail', 'repeat [1, 3]'), tie('node'))
          .map(([t, kid]) => `${t} {\n${kid}\n}`),
        weight: 1,
      },
      { arbitrary: fc.constantFrom('wait [100]', 'wait', 'branch [Sub]', 'branch [Missing]'), weight: 1 },
    ),
  }));
  return fc
    .tuple(fc.constantFrom('', '/* a comment */\n'), node, fc.option(node, { nil: null, freq: 3 }))
    .map(([lead, main, sub]) => `${lead}root {\n${main}\n}\n${sub === null ? '' : `root [Sub] {\n${sub}\n}\n`}`);
})();

/** Cuts, insertions, deletions and token swaps applied to a text, as a person editing by hand might. */
export const mutatedText = (texts: fc.Arbitrary<string>): fc.Arbitrary<string> => {
  const TOKENS = [
    '{',
    '}',
    '[',
    ']',
    '"',
    ',',
    '/*',
    '*/',
    'root',
    'action',
    'condition',
    'sequence',
    'repeat',
    'branch',
    'while(',
    ')',
    '\n',
    ' ',
    '-1',
    '1e9',
  ];
  const edit = fc.tuple(fc.nat({ max: 4 }), fc.nat(), fc.nat(), fc.oneof(fc.constantFrom(...TOKENS), fc.string({ maxLength: 3 })));
  return fc.tuple(texts, fc.array(edit, { minLength: 1, maxLength: 4 })).map(([text, edits]) => {
    let t = text;
    for (const [how, a, b, token] of edits) {
      const i = t.length ? a % t.length : 0;
      const j = t.length ? b % t.length : 0;
      switch (how) {
        case 0:
          t = t.slice(0, i) + token + t.slice(i);
          break;
        case 1:
          t = t.slice(0, Math.min(i, j)) + t.slice(Math.max(i, j));
          break;
        case 2:
          t = t.slice(0, i) + t.slice(i + 1);
          break;
        case 3: {
          // swap two whitespace-separated tokens
          const words = t.split(/(\s+)/);
          const x = (a % words.length) & ~1;
          const y = (b % words.length) & ~1;
          [words[x], words[y]] = [words[y]!, words[x]!];
          t = words.join('');
          break;
        }
        default:
          t = t.slice(0, i);
      }
    }
    return t;
  });
};

// ---------------------------------------------------------------------------------------------------------------------
// Traces

const STATES = ['mistreevous.ready', 'mistreevous.running', 'mistreevous.succeeded', 'mistreevous.failed', 'bogus'];
const OUTCOMES = [null, ...OUTCOME_CODES] as const;

/** A small run: run_start carrying the given plan or tree, then a random mix of events around its paths. */
export function traceArb(start: fc.Arbitrary<{ plan?: unknown; tree?: unknown }>, paths: (s: { plan?: unknown; tree?: unknown }) => string[]) {
  return start.chain((s) => {
    const known = paths(s);
    const path = fc.oneof(
      { arbitrary: known.length ? fc.constantFrom(...known) : fc.constant('/plan'), weight: 5 },
      { arbitrary: fc.constantFrom('/plan', '/plan/steps/9', '/reflexes/eat', '/plan/needs/0', ''), weight: 1 },
      { arbitrary: fc.string({ maxLength: 8 }), weight: 1 },
    );
    const tick = fc.integer({ min: 0, max: 5000 });
    const t = fc.integer({ min: 1_700_000_000_000, max: 1_700_000_100_000 });
    const label = fc.oneof(
      fc.constantFrom('root', 'sequence', 'selector', 'repeat', 'mine oak_log 3', 'done? /plan', 'has_item? stick 4', 'eat due?'),
      fc.string({ maxLength: 8 }),
    );
    const id = fc.oneof(
      fc.tuple(fc.nat({ max: 3 }), fc.nat({ max: 40 })).map(([g, n]) => `g${g}:n${n}`),
      fc.string({ maxLength: 5 }),
    );
    const code = fc.constantFrom(...OUTCOMES);
    const args = fc.dictionary(fc.constantFrom('item', 'block', 'count', 'mob'), fc.oneof(anyItemName, fc.integer({ min: 0, max: 64 })), { maxKeys: 3 });
    const ok = fc.boolean();
    const skill = fc.constantFrom(...SKILL_NAMES);
    const ev: fc.Arbitrary<TraceEvent> = fc.oneof(
      {
        arbitrary: fc.record({
          type: fc.constant('node' as const),
          t,
          tick,
          path: fc.option(path, { nil: null }),
          node: label,
          id,
          from: fc.constantFrom(...STATES),
          to: fc.constantFrom(...STATES),
        }),
        weight: 6,
      },
      { arbitrary: fc.record({ type: fc.constant('skill_start' as const), t, tick, path, skill, args }), weight: 2 },
      {
        arbitrary: fc.record({
          type: fc.constant('skill_end' as const),
          t,
          tick,
          path,
          skill,
          ok,
          code,
          message: fc.string({ maxLength: 20 }),
          ticks: fc.integer({ min: 0, max: 500 }),
        }),
        weight: 2,
      },
      { arbitrary: fc.record({ type: fc.constant('reflex_start' as const), t, tick, path, name: fc.constantFrom('eat', 'flee', 'shelter') }), weight: 1 },
      {
        arbitrary: fc.record({
          type: fc.constant('reflex_end' as const),
          t,
          tick,
          path,
          name: fc.constantFrom('eat', 'flee', 'shelter'),
          ok,
          code,
          message: fc.string({ maxLength: 10 }),
          ticks: fc.integer({ min: 0, max: 500 }),
        }),
        weight: 1,
      },
      {
        arbitrary: fc.record({
          type: fc.constant('inventory' as const),
          t,
          tick,
          items: fc.array(fc.record({ name: anyItemName, count: fc.integer({ min: 0, max: 64 }) }), { maxLength: 4 }),
          health: fc.integer({ min: 0, max: 20 }),
          food: fc.integer({ min: 0, max: 20 }),
        }),
        weight: 1,
      },
      {
        arbitrary: fc.record(
          {
            type: fc.constant('repair' as const),
            t,
            tick,
            path,
            by: fc.constantFrom('rules' as const, 'llm' as const),
            kind: fc.constantFrom('retry', 'insert', 'replace'),
            explanation: fc.string({ maxLength: 20 }),
            tree: fc.constant(s.tree ?? null),
          },
          { requiredKeys: ['type', 't', 'tick', 'path', 'by', 'kind', 'explanation'] },
        ) as fc.Arbitrary<TraceEvent>,
        weight: 1,
      },
      {
        arbitrary: fc.record({
          type: fc.constant('llm' as const),
          t,
          tick,
          role: fc.constantFrom('planner' as const, 'critic' as const),
          mode: fc.constantFrom('json_schema', 'tools'),
          promptTokens: fc.nat({ max: 5000 }),
          completionTokens: fc.nat({ max: 5000 }),
          ok,
          request: junk,
          response: junk,
        }),
        weight: 1,
      },
      {
        arbitrary: fc.record({
          type: fc.constant('run_end' as const),
          t,
          tick,
          ok,
          reason: fc.string({ maxLength: 10 }),
          path: fc.option(path, { nil: null }),
          code,
          stats: fc.dictionary(fc.constantFrom('ticks', 'calls', 'repairs'), fc.nat({ max: 100 }), { maxKeys: 3 }),
        }),
        weight: 1,
      },
    );
    const head: TraceEvent = { type: 'run_start', t: 1_700_000_000_000, tick: 0, goal: 'fuzz', world: 'sim', seed: 1, ...s };
    return fc.array(ev, { maxLength: 25 }).map((events) => [head, ...events]);
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// Helpers

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any error class
type ErrorClass = abstract new (...args: any[]) => Error;

/**
 * `f()`'s value, or `undefined` when it throws one of the `allowed` error classes; any other exception propagates,
 * so fast-check reports it with the (shrunk) input that caused it.
 */
export function only<T>(f: () => T, ...allowed: ErrorClass[]): T | undefined {
  try {
    return f();
  } catch (e) {
    if (allowed.some((c) => e instanceof c)) return undefined;
    throw e;
  }
}

/** The async form of `only`. */
export async function onlyAsync<T>(f: () => Promise<T>, ...allowed: ErrorClass[]): Promise<T | undefined> {
  try {
    return await f();
  } catch (e) {
    if (allowed.some((c) => e instanceof c)) return undefined;
    throw e;
  }
}
