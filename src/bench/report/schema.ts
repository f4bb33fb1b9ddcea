/**
 * What the report reads from bench-results/latest.json, as JSON Schemas: only
 * the fields it draws are required, so extra fields (and older or newer
 * benches that keep these) still load. One schema per section's `data`, as
 * the sections write it (diamond.ts, noisy.ts, explore.ts, trees.ts, the
 * speed sections and suites/*.ts).
 */
type Schema = Record<string, unknown>;

const num: Schema = { type: 'number' };
const str: Schema = { type: 'string' };
const bool: Schema = { type: 'boolean' };
const obj = (props: Record<string, Schema>, optional: Record<string, Schema> = {}): Schema => ({
  type: 'object',
  required: Object.keys(props),
  properties: { ...props, ...optional },
});
const arr = (items: Schema): Schema => ({ type: 'array', items });

const rules = obj({ mobs: bool, keepInventory: bool, xray: bool, pauseWhileThinking: bool });
const taskRun = obj({ seed: num, ok: bool, minutes: num }, { health: num, deaths: num });
const taskResult = obj({ name: str, notRun: { type: ['string', 'null'] }, runs: arr(taskRun) });
const suite = (results: Record<string, Schema>): Schema => obj({ seeds: num, rules, ...results });

export const SECTION_SCHEMAS: Record<string, Schema> = {
  diamond: arr(
    obj({ seed: num, ok: bool, ticks: num, deaths: num, wallMs: num, milestones: { type: 'object', additionalProperties: { type: ['number', 'null'] } } }),
  ),
  noisy: arr(obj({ p: num, mode: str, goal: str, runs: arr(obj({ seed: num, ok: bool, llmCalls: num, repairs: num })) })),
  explore: arr(obj({ seed: num, items: num, rounds: num, reached: num, deaths: num, gameMinutes: num })),
  trees: obj({ runs: arr(obj({ tree: str, seed: num, ok: bool, minutes: num, deaths: num, reason: str })) }),
  learning: obj({
    before: arr(obj({ goal: str, ok: bool, llmCalls: num, planner: str })),
    after: arr(obj({ goal: str, ok: bool, llmCalls: num, planner: str })),
  }),
  compile: { type: 'object', additionalProperties: num },
  sim: arr(obj({ wallMs: num, gameTicks: num, ticksPerSecond: num })),
  server: obj({ real: obj({ ok: bool, wallMs: num }), sim: obj({ ok: bool, wallMs: num }) }),
  techtree: suite({ results: arr(taskResult) }),
  plan4mc: suite({ results: arr(taskResult) }),
  jarvis: suite({ results: arr(taskResult) }),
  odyssey: suite({ combat: arr(taskResult), farming: arr(taskResult) }),
  'odyssey-arena': suite({ results: arr(obj({ name: str, runs: arr(obj({ seed: num, win: bool, health: num, fightMinutes: num })) })) }),
};

/** The header main.ts writes; `seeds`, `jobs`, `cores` and `complete` came later, so older files may lack them. */
export const TOP_SCHEMA: Schema = obj({ date: str, node: str }, { seeds: num, jobs: num, queue: str, cores: num, complete: bool });
