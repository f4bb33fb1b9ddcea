import { describe, expect, it } from 'vitest';
import type { Vec3Like } from '../../src/contracts/body.js';
import { createSimBody } from '../../src/body/sim/index.js';
import { explore } from '../../src/skills/explore.js';
import { exploredBy } from '../../src/skills/explored.js';
import { nextView } from '../../src/skills/frontier.js';
import { barrenFor, signsOf } from '../../src/skills/habitat.js';
import { resolveTarget } from '../../src/skills/target.js';
import { getKnowledge } from '../../src/knowledge/index.js';
import { createScriptedBody } from '../support/scripted-body.js';
import { live, skillContext } from '../support/skill-context.js';

const k = getKnowledge();
/** Grass at y 63 everywhere; east of x 8 a wood: oak crowns at y 67 over the grass (trunks left out). */
const wood = (p: Vec3Like) => (p.y === 63 ? 'grass_block' : p.y < 63 ? 'dirt' : p.x >= 8 && p.y === 67 ? 'oak_leaves' : 'air');

function nextFor(target: string): Vec3Like {
  const body = createScriptedBody({ world: wood });
  const t = resolveTarget(k, target)!;
  const map = exploredBy(body);
  map.survey(body, { blocks: [], mobs: [] });
  const f = { map, start: body.position(), radius: 128, signs: signsOf(t), barren: barrenFor(t), lowland: false, fresh: () => true, open: t.kind === 'mob' };
  return nextView(f, body.position())!;
}

describe('looking for an animal', () => {
  it('stands on open grass rather than under a wood’s crowns, where the view is short and the walk slow', () => {
    // Under the crowns lies as much unseen grass as out in the open: only where the bot stands to look differs.
    expect(nextFor('cow').x).toBeLessThan(8);
  });

  it('still walks into the wood for what grows there', () => {
    expect(nextFor('oak_log').x).toBeGreaterThanOrEqual(8);
  });

  it('finds the cows of a plains start whose nearest herd is out of the first view (seed 24) within a game minute', async () => {
    // Seed 24's plains spawn has no cow in view; the walk there through the taiga beside it took 156 game seconds.
    const body = createSimBody({ seed: 24, spawnBiomes: ['plains'], mobs: true, xray: false, pauseWhileThinking: true });
    expect(body.entities({ names: ['cow'] })).toEqual([]);
    const out = await explore.run(body, { target: 'cow', strategy: 'surface', y: null, radius: null }, live(), skillContext());
    expect(out).toMatchObject({ ok: true });
    expect(body.gameTick()).toBeLessThan(60 * 20);
  });
});
