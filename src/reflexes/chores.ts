/**
 * Small jobs reflexes share: sawing a log into planks and finding (or
 * placing) a crafting table, as a player does without a plan step for it.
 */
import type { Body, Vec3Like } from '../contracts/body.js';
import type { Outcome } from '../contracts/outcome.js';
import { act, stopped as stop } from '../skills/act.js';
import { placeBeside } from '../skills/stations.js';

/** A result that must end the reflex: it was aborted or the bot died. */
/** A chore's fatal outcome, passed up; null for any other (skills/act.ts). */
export { stop };

export const STONE = ['cobblestone', 'cobbled_deepslate', 'blackstone'];

/** The planks kind held most of (a table takes four of one kind). */
export function planks(body: Body): string | null {
  const kinds = [
    ...new Set(
      body
        .inventory()
        .map((s) => s.name)
        .filter((n) => n.endsWith('_planks')),
    ),
  ];
  return kinds.sort((a, b) => body.count(b) - body.count(a))[0] ?? null;
}

export const heldLog = (body: Body): string | undefined =>
  body.inventory().find((s) => /_(log|wood|stem)$/.test(s.name) && !s.name.startsWith('stripped_'))?.name;

/** Saw a carried log into four planks of one kind. */
export async function sawLog(body: Body, signal: AbortSignal, what: string): Promise<Outcome | null> {
  const log = heldLog(body);
  const plank = log?.replace(/_(log|wood|stem)$/, '_planks');
  if (!log || !plank) return null;
  const r = await act(what, signal, () => body.craft(plank, 1, null, signal));
  return r.ok ? null : r;
}

/** Make sticks until `want` are held, from planks or a log; false when there is nothing to make them from. */
export async function sticks(body: Body, want: number, signal: AbortSignal, what: string): Promise<{ ok: boolean; out: Outcome | null }> {
  if (body.count('stick') >= want) return { ok: true, out: null };
  if (body.count(planks(body) ?? 'air') < 2) await sawLog(body, signal, what);
  const p = planks(body);
  if (!p || body.count(p) < 2) return { ok: false, out: null };
  const r = await act(what, signal, () => body.craft('stick', 1, null, signal));
  if (!r.ok) return { ok: false, out: stop(r) };
  return { ok: body.count('stick') >= want, out: null };
}

/** A crafting table within reach, or one placed from the inventory (made from planks if need be). */
export async function tableAtHand(body: Body, signal: AbortSignal, what: string): Promise<{ pos: Vec3Like | null; placed: boolean; out: Outcome | null }> {
  const near = body.findBlocks(['crafting_table'], { maxDistance: 4, count: 1 })[0];
  if (near) return { pos: near.pos, placed: false, out: null };
  if (body.count('crafting_table') === 0) {
    if (body.count(planks(body) ?? 'air') < 4) {
      const s = await sawLog(body, signal, what);
      if (s) return { pos: null, placed: false, out: stop(s) };
    }
    const p = planks(body);
    if (!p || body.count(p) < 4) return { pos: null, placed: false, out: null };
    const r = await act(what, signal, () => body.craft('crafting_table', 1, null, signal));
    if (!r.ok) return { pos: null, placed: false, out: stop(r) };
  }
  // In a shaft or a one-wide stair there is no free cell beside the bot: placeBeside digs one out.
  const placed = await placeBeside(body, 'crafting_table', signal, what);
  if (!placed.ok) return { pos: null, placed: false, out: stop(placed) };
  const pos = (placed.data?.pos as Vec3Like | undefined) ?? null;
  return { pos, placed: pos !== null, out: null };
}

/** Craft one item on a table at hand, and take a table placed for the purpose back along. */
export async function craftOnTable(body: Body, item: string, signal: AbortSignal, what: string): Promise<Outcome | null> {
  const table = await tableAtHand(body, signal, what);
  if (!table.pos) return table.out;
  const c = await act(what, signal, () => body.craft(item, 1, table.pos!, signal));
  if (stop(c)) return c;
  if (table.placed) {
    const d = await act(what, signal, () => body.dig(table.pos!, signal));
    if (stop(d)) return d;
  }
  return null;
}
