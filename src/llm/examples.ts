/**
 * Remembered experience as prompt text: worked plans for the planner, repairs
 * that worked for the critic. Bounded: at most three examples, and a plan too
 * long to show whole is left out rather than cut into invalid JSON.
 */
import type { Example, MemoryEntry, MemoryStore } from '../memory/index.js';
import { describeSituation } from '../memory/index.js';

/** One example's JSON may take this many characters; the prompt stays within a few KB of examples. */
export const MAX_EXAMPLE_CHARS = 1500;
const MAX_REPAIR_EXAMPLES = 3;
const NONE = 'None: no repair of this kind is remembered.';

export function renderPlanExamples(examples: readonly Example[]): string | null {
  const shown = examples
    .map((x) => ({ x, json: JSON.stringify(x.entry.plan.plan) }))
    .filter(({ json }) => json.length <= MAX_EXAMPLE_CHARS)
    .map(({ x, json }, i) => {
      const what = x.level === 0 ? 'this goal' : `a part of this goal (${x.target})`;
      const runs = `worked ${x.entry.successes} time${x.entry.successes === 1 ? '' : 's'}`;
      const failed = x.entry.replayFailures ? `, failed ${x.entry.replayFailures} time(s) when replayed` : '';
      return `${i + 1}. For ${what}: "${x.entry.goal}", from ${describeSituation(x.entry.situation)} (${runs}${failed}):\n\`\`\`json\n${json}\n\`\`\``;
    });
  if (!shown.length) return null;
  return `Plans that worked before for this goal or its parts; adapt them to the state above, do not copy them blindly:\n${shown.join('\n')}`;
}

/** Repairs of the same step failing the same way, from runs that went on to reach their goal. */
export function repairExamples(memory: MemoryStore | null | undefined, skill: string, code: string | null): string {
  if (!memory) return NONE;
  const lines: string[] = [];
  for (const entry of memory.list().filter((e: MemoryEntry) => e.outcome.ok && !e.relabelled)) {
    for (const r of entry.repairs) {
      if (lines.length >= MAX_REPAIR_EXAMPLES || r.skill !== skill || r.code !== code || !r.repair) continue;
      const json = JSON.stringify(r.repair);
      if (json.length > MAX_EXAMPLE_CHARS) continue;
      lines.push(
        `${lines.length + 1}. In "${entry.goal}", ${r.skill} ${JSON.stringify(r.args)} failed with ${r.code}: ${r.message}\n   The repair that worked: ${json}`,
      );
    }
  }
  return lines.length ? `Repairs that worked before for the same failure:\n${lines.join('\n')}` : NONE;
}
