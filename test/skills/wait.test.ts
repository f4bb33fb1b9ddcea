import { describe, expect, it } from 'vitest';
import { getKnowledge } from '../../src/knowledge/index.js';
import { wait, WAIT_SLICE } from '../../src/skills/wait.js';
import { flatBody, signal } from '../sim/helpers.js';
import { skillContext } from '../support/skill-context.js';

const k = getKnowledge();

describe('wait', () => {
  it('waits the ticks asked for when no time of day is named', async () => {
    const body = flatBody();
    body.world.setTime(1000);
    const out = await wait.run(body, { ticks: 250, until: null }, signal, skillContext(k));
    expect(out).toMatchObject({ ok: true, data: { waited: 250 } });
    expect(body.timeOfDay()).toBe(1250);
    expect(wait.done(body, { ticks: 250, until: null }, skillContext(k))).toBe(false);
  });

  it('stops at daybreak when waiting for day, within one slice', async () => {
    const body = flatBody();
    body.world.setTime(22000);
    expect(wait.done(body, { ticks: 24000, until: 'day' }, skillContext(k))).toBe(false);
    const out = await wait.run(body, { ticks: 24000, until: 'day' }, signal, skillContext(k));
    expect(out.ok).toBe(true);
    expect(body.timeOfDay()).toBeLessThan(13000);
    expect(body.timeOfDay()).toBeLessThanOrEqual(2000 + WAIT_SLICE);
    expect(wait.done(body, { ticks: 24000, until: 'day' }, skillContext(k))).toBe(true);
  });

  it('does not wait at all for a period that has come', async () => {
    const body = flatBody();
    body.world.setTime(14000);
    const out = await wait.run(body, { ticks: 1000, until: 'night' }, signal, skillContext(k));
    expect(out).toMatchObject({ ok: true, data: { waited: 0 } });
    expect(body.timeOfDay()).toBe(14000);
  });

  it('ends aborted when the signal is', async () => {
    const ctl = new AbortController();
    ctl.abort();
    const out = await wait.run(flatBody(), { ticks: 100, until: null }, ctl.signal, skillContext(k));
    expect(out).toMatchObject({ ok: false, code: 'aborted' });
  });
});
