/** The papers' tables as shipped in bench/tables: every row parses, and a malformed one is named by file and line. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  paperTables,
  parseGitm,
  parseInventory,
  parseJarvis,
  parsePlan4Mc,
  parseToolCounts,
  readTable,
  TABLES_DIR,
  TableError,
} from '../../src/bench/tables.js';

const text = (name: string) => readFileSync(join(TABLES_DIR, name), 'utf8');
/** The shipped file with one line replaced (1-based). */
const withLine = (name: string, line: number, replace: (l: string) => string) =>
  text(name)
    .split('\n')
    .map((l, i) => (i === line - 1 ? replace(l) : l))
    .join('\n');

describe('bench/tables: the shipped files', () => {
  it("hold the papers' rows: 147 JARVIS-1 tasks, 262 GITM rows, 40 Plan4MC tasks", () => {
    const { jarvis, gitm, plan4mc } = paperTables();
    expect(jarvis).toHaveLength(147);
    expect(gitm).toHaveLength(262);
    expect(plan4mc).toHaveLength(40);
    expect(new Set(jarvis.map((r) => r.group)).size).toBe(10);
    expect(new Set(plan4mc.map((r) => r.group)).size).toBe(4);
    // Spot rows against the papers.
    expect(jarvis[0]).toMatchObject({ line: 2, group: 'Wood', task: 'wooden_shovel', maxSteps: 12000, start: {}, biome: 'Plains/Forest', successRate: 0.9028 });
    expect(jarvis.find((r) => r.task === 'diamond_pickaxe')).toMatchObject({ maxSteps: 36000, start: { iron_axe: 1 }, evalTimes: 692 });
    expect(gitm.find((r) => r.name === 'enchanted book')!.percent).toBe(0.5);
    expect(gitm.filter((r) => r.name === 'bow').map((r) => r.percent)).toEqual([100, 6]);
    const lever = plan4mc.find((r) => r.target === 'lever')!;
    expect(lever).toMatchObject({ group: 'Mine-Stones', toolCounts: [1], biome: 'forest_hills', maxSteps: 5000 });
    expect(lever.rates).toMatchObject({ Plan4MC: 0.1, 'Plan4MC_1/2-steps': 0.1, 'LLaMA-Rider': 0.07 });
    expect(plan4mc.find((r) => r.target === 'iron_ingot')!.toolCounts).toEqual([5, 64]);
    expect(plan4mc.find((r) => r.target === 'milk_bucket')!.toolCounts).toEqual([1, 3]);
    expect(plan4mc.find((r) => r.target === 'stick')!.toolCounts).toEqual([]);
  });

  it('read every cell of every row into its type', () => {
    for (const r of paperTables().jarvis) {
      expect(Number.isInteger(r.maxSteps) && r.maxSteps > 0, `jarvis1.tsv:${r.line}`).toBe(true);
      expect(r.instruction).toMatch(/^(Pick up|Craft|Chop|Dig|Kill|Mine|Obtain|Smelt) /); // as the paper words it
    }
    for (const r of paperTables().plan4mc) expect(Object.values(r.rates).every((x) => x >= 0 && x <= 1)).toBe(true);
  });
});

describe('bench/tables: malformed rows', () => {
  const error = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(TableError);
      return (e as Error).message;
    }
    throw new Error('no error');
  };

  it('name the file and line of a row with too few cells', () => {
    const bad = withLine('jarvis1.tsv', 40, (l) => l.split('\t').slice(0, 5).join('\t'));
    expect(error(() => parseJarvis(bad))).toBe(
      'bench/tables/jarvis1.tsv:40: 5 tab-separated cells, expected 8 (group, task, max_steps, initial_inventory, biome, success_rate, eval_times, instruction)',
    );
  });

  it('name the file, line and column of a number that is not one, or out of range', () => {
    expect(error(() => parseGitm(withLine('gitm.tsv', 7, (l) => l.replace(/\t.*/, '\tmany'))))).toBe(
      'bench/tables/gitm.tsv:7: success_rate_percent is "many", expected a number from 0 to 100',
    );
    expect(error(() => parsePlan4Mc(withLine('plan4mc.tsv', 3, (l) => l.replace('\t3000\t', '\t\t'))))).toMatch(
      /^bench\/tables\/plan4mc\.tsv:3: max_steps is ""/,
    );
    expect(error(() => parseJarvis(withLine('jarvis1.tsv', 2, (l) => l.replace('0.9028', '1.5'))))).toMatch(
      /jarvis1\.tsv:2: success_rate is "1\.5", expected a number from 0 to 1/,
    );
  });

  it('name a bad header, inventory entry or tool count', () => {
    expect(error(() => parseGitm('name\trate\nstick\t100\n'))).toMatch(/^bench\/tables\/gitm\.tsv:1: the header is "name, rate"/);
    expect(parseInventory('null', 'f', 2)).toEqual({});
    expect(parseInventory('iron_axe, oak_log*10', 'f', 2)).toEqual({ iron_axe: 1, oak_log: 10 });
    expect(error(() => parseInventory('an iron axe', 'f.tsv', 9))).toMatch(/^f\.tsv:9: initial_inventory entry "an iron axe" is not an item id/);
    expect(parseToolCounts(',  *3', 'f', 2)).toEqual([1, 3]);
    expect(error(() => parseToolCounts('x5', 'f.tsv', 4))).toMatch(/^f\.tsv:4: initial_tools_counts entry "x5"/);
    expect(error(() => readTable('nope.tsv'))).toMatch(/^bench\/tables\/nope\.tsv: cannot read .*nope\.tsv \(ENOENT\)/);
  });
});
