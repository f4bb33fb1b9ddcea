import type { Body } from '../contracts/body.js';
import { ok } from '../contracts/outcome.js';
import { act } from '../skills/act.js';
import { add, floor } from '../skills/geometry.js';
import { isCollider } from '../skills/passable.js';
import { stop } from './chores.js';
import type { Reflex } from './types.js';

/**
 * Gravel or sand that lands on the bot fills the cell at its eyes, and a head
 * inside a solid block takes 1 health every 10 ticks (LivingEntity
 * "inWall" damage): a bot that stands on, waiting for a drop or a craft, dies
 * in 10 seconds. A player digs straight out; a column of gravel keeps falling
 * into the cell dug, so the reflex digs until the head is clear.
 */
const MAX_DIGS = 12;

const headCell = (body: Body) => add(floor(body.position()), 0, 1, 0);

export const unbury: Reflex = {
  name: 'unbury',
  description: 'Head inside a block (gravel or sand fell on the bot): dig out before it suffocates.',
  due: (body) => isCollider(body.blockAt(headCell(body))),
  async run(body, signal) {
    for (let i = 0; i < MAX_DIGS && isCollider(body.blockAt(headCell(body))); i++) {
      const d = await act('unbury', signal, () => body.dig(headCell(body), signal));
      if (!d.ok) return stop(d) ?? d;
    }
    // The gravel that filled the feet too: a player is pushed out of it, the bot digs it so the next walk starts clear.
    const feet = floor(body.position());
    if (!isCollider(body.blockAt(headCell(body))) && isCollider(body.blockAt(feet))) {
      const d = await act('unbury', signal, () => body.dig(feet, signal));
      if (!d.ok) return stop(d) ?? d;
    }
    return ok();
  },
};
