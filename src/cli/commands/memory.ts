/** `sapling memory list|show|prune`: look at and trim the experience runs leave behind. */
import { InvalidArgumentError, type Command } from 'commander';
import type { MemoryEntry } from '../../memory/index.js';
import { CliError, UsageError } from '../errors.js';
import { DEFAULT_MEMORY_TEXT, MEMORY_ENV, memoryDir } from '../memory-dir.js';

interface DirOpts {
  memory?: string;
}

const dirOption = `where experience is kept (default: $${MEMORY_ENV}, else ${DEFAULT_MEMORY_TEXT})`;

async function openStore(opts: DirOpts) {
  const { MemoryStore, DEFAULT_MEMORY_DIR } = await import('../../memory/index.js');
  const { getKnowledge } = await import('../../knowledge/index.js');
  return new MemoryStore(memoryDir(opts.memory, DEFAULT_MEMORY_DIR), { knowledge: getKnowledge() });
}

/** A whole number ≥ `min` for `flag`, with the flag named in the error. */
const atLeast = (flag: string, min: number) => (v: string) => {
  const n = Number(v);
  if (!/^\d+$/.test(v.trim()) || n < min) throw new InvalidArgumentError(`${flag} takes a whole number of at least ${min}, got '${v}'`);
  return n;
};

const outcomeOf = (e: MemoryEntry): string => (e.outcome.ok ? 'ok' : `failed ${e.outcome.code ?? ''}`.trim());

function row(e: MemoryEntry): string {
  const runs = `${e.successes} ok, ${e.failures} failed${e.replayFailures ? `, ${e.replayFailures} failed replays` : ''}`;
  return `${e.id}  ${outcomeOf(e).padEnd(22)} ${(e.relabelled ? 'sub-goal' : (e.planner ?? 'plan')).padEnd(9)} ${e.savedAt.slice(0, 19)}  ${e.key ?? e.goal}  (${runs})`;
}

export function memoryCommand(program: Command): void {
  const memory = program.command('memory').description('list, show and prune remembered runs (plans, situations, outcomes, repairs)');
  memory
    .command('list')
    .description('one line per entry, newest first: id, outcome, planner, saved, goal, runs')
    .option('--memory <dir>', dirOption)
    .option('--json', 'print the entries as a JSON array')
    .action(async (opts: DirOpts & { json?: boolean }) => {
      const entries = (await openStore(opts)).list();
      if (opts.json) return void process.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
      if (!entries.length) return void process.stdout.write('no remembered runs\n');
      for (const e of entries) process.stdout.write(`${row(e)}\n`);
    });
  memory
    .command('show')
    .description('print the entries of a goal ("obtain a stone pickaxe") or one entry by id (as `memory list` shows it)')
    .argument('<goal-or-id>', 'a goal in words, or an entry id')
    .option('--memory <dir>', dirOption)
    .action(async (what: string, opts: DirOpts) => {
      const found = (await openStore(opts)).find(what);
      if (!found.length) throw new CliError(`no remembered run matches '${what}'; run 'sapling memory list' to see the ids and goals`);
      process.stdout.write(`${JSON.stringify(found.length === 1 ? found[0] : found, null, 2)}\n`);
    });
  memory
    .command('prune')
    .description('delete entries: failed ones, old ones, or all but the newest N of each goal')
    .option('--memory <dir>', dirOption)
    .option('--failed', 'delete entries of failed runs')
    .option('--older-than <days>', 'delete entries saved more than this many days ago', atLeast('--older-than', 0))
    .option('--keep <n>', 'keep at most the N newest entries of each goal', atLeast('--keep', 1))
    .action(async (opts: DirOpts & { failed?: boolean; olderThan?: number; keep?: number }) => {
      if (!opts.failed && opts.olderThan === undefined && opts.keep === undefined) {
        throw new UsageError('memory prune needs --failed, --older-than DAYS or --keep N (nothing would be deleted)');
      }
      const store = await openStore(opts);
      const doomed = chooseDoomed(store.list(), opts);
      for (const e of doomed) store.remove(e);
      process.stdout.write(`pruned ${doomed.length} of ${doomed.length + store.list().length} entries\n`);
    });
}

/** Entries come newest first, so the first N of each goal are the ones --keep keeps. */
function chooseDoomed(entries: MemoryEntry[], opts: { failed?: boolean; olderThan?: number; keep?: number }): MemoryEntry[] {
  const cutoff = opts.olderThan === undefined ? null : Date.now() - opts.olderThan * 86_400_000;
  const kept = new Map<string, number>();
  return entries.filter((e) => {
    if (opts.failed && !e.outcome.ok) return true;
    if (cutoff !== null && !(Date.parse(e.savedAt) >= cutoff)) return true;
    const goal = e.key ?? e.goal;
    const n = (kept.get(goal) ?? 0) + 1;
    kept.set(goal, n);
    return opts.keep !== undefined && n > opts.keep;
  });
}
