import { stripVTControlCharacters } from 'node:util';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLiveView, serveLiveHtml, type LiveSnapshot } from '../../src/viz/index.js';
import { woodenPickaxeTrace } from './fixtures/trace.js';

/** A stream that keeps what is written, like a terminal would receive it. */
function capture(columns = 80) {
  const chunks: string[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk, _enc, done) {
        chunks.push(String(chunk));
        done();
      },
    }),
    { columns },
  );
  return { stream, chunks, text: () => chunks.join('') };
}

const snap = (over: Partial<LiveSnapshot> = {}): LiveSnapshot => ({
  activePath: '/plan/steps/0/step',
  activeLabel: 'mine oak_log 1',
  inventory: [{ name: 'oak_log', count: 2 }],
  health: 20,
  food: 19,
  tick: 120,
  actions: 3,
  ...over,
});

describe('terminal live view', () => {
  it('redraws in place on a TTY, at most once per interval of wall time', () => {
    const out = capture();
    let now = 1000;
    const view = createLiveView({ stream: out.stream, isTTY: true, now: () => now });
    view.update(snap());
    expect(out.chunks).toHaveLength(1);
    expect(out.chunks[0]).toContain('▶ mine oak_log 1  /plan/steps/0/step');
    expect(out.chunks[0]).toContain('inventory: oak_log×2');
    view.update(snap({ tick: 130 }));
    view.update(snap({ tick: 140 }));
    expect(out.chunks).toHaveLength(1); // throttled: same wall-clock instant
    now += 100;
    view.update(snap({ activeLabel: 'craft oak_planks 4', tick: 150 }));
    expect(out.chunks).toHaveLength(2);
    // Moves up over the three lines drawn before and clears them, instead of scrolling.
    expect(out.chunks[1].startsWith('\x1b[3F\x1b[0J')).toBe(true);
    expect(out.chunks[1]).toContain('craft oak_planks 4');
    view.update(snap({ activeLabel: 'craft stick 4', tick: 160 }));
    view.close(); // the pending frame is drawn, not lost
    expect(out.chunks[2]).toContain('craft stick 4');
    expect(out.text().endsWith('\x1b[?25h')).toBe(true);
    view.update(snap({ activeLabel: 'after close' }));
    expect(out.text()).not.toContain('after close');
  });

  it('cuts lines to the terminal width so redraws stay aligned', () => {
    const out = capture(30);
    const view = createLiveView({ stream: out.stream, isTTY: true });
    view.update(snap({ inventory: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`item_${i}`, i + 1])) }));
    view.close();
    const lines = stripVTControlCharacters(out.chunks[0]).split('\n').filter(Boolean);
    expect(lines.every((l) => l.length <= 29)).toBe(true);
  });

  it('prints plain lines only when the running node changes when not a TTY', () => {
    const out = capture();
    const view = createLiveView({ stream: out.stream, isTTY: false });
    view.update(snap());
    view.update(snap({ tick: 200 }));
    view.update(snap({ activePath: '/plan/steps/2', activeLabel: 'craft stick 4', tick: 300 }));
    view.close();
    const lines = out.text().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[tick 120\] mine oak_log 1 {2}\/plan\/steps\/0\/step/);
    expect(lines[1]).toMatch(/^\[tick 300\] craft stick 4/);
    expect(out.text()).not.toContain('\x1b');
  });
});

/** Reads an SSE stream until `want` matches one message. */
async function readUntil(body: ReadableStream<Uint8Array>, want: (msg: string) => boolean): Promise<string> {
  const reader = body.getReader();
  const dec = new TextDecoder();
  let buf = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended before the expected message; got: ${buf.slice(0, 200)}`);
      buf += dec.decode(value, { stream: true });
      const msgs = buf.split('\n\n');
      buf = msgs.pop()!;
      const hit = msgs.find(want);
      if (hit) return hit;
    }
  } finally {
    await reader.cancel();
  }
}

describe('serveLiveHtml', () => {
  it('serves the report and streams pushed trace events to an HTTP client', async () => {
    const [start, second, ...rest] = woodenPickaxeTrace;
    const server = await serveLiveHtml({ events: [start] });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const page = await fetch(server.url);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const html = await page.text();
      expect(html).toContain('data-live="/events"');
      expect(html).toContain('make a wooden pickaxe');

      const res = await fetch(new URL('events', server.url));
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      // The current report arrives first, then each pushed event as a plain message.
      await readUntil(res.body!, (m) => m.startsWith('event: report'));
      const res2 = await fetch(new URL('events', server.url));
      const got = readUntil(res2.body!, (m) => m.includes('"type":"inventory"'));
      server.push(second);
      const msg = await got;
      expect(msg).toMatch(/^id: 1\n/);
      expect(JSON.parse(msg.split('data: ')[1])).toEqual(second);

      for (const e of rest) server.push(e);
      const trace = await (await fetch(new URL('trace.jsonl', server.url))).text();
      expect(trace.trim().split('\n')).toHaveLength(woodenPickaxeTrace.length);
      expect((await fetch(new URL('nope', server.url))).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('replays events after Last-Event-ID to a reconnecting client', async () => {
    const server = await serveLiveHtml({ events: woodenPickaxeTrace.slice(0, 5) });
    try {
      const res = await fetch(new URL('events', server.url), { headers: { 'last-event-id': '2' } });
      const first = await readUntil(res.body!, (m) => m.startsWith('id: '));
      expect(first).toMatch(/^id: 3\n/);
      expect(JSON.parse(first.split('data: ')[1])).toEqual(woodenPickaxeTrace[3]);
    } finally {
      await server.close();
    }
  });

  it('shows a waiting page before run_start', async () => {
    const server = await serveLiveHtml();
    try {
      expect(await (await fetch(server.url)).text()).toContain('Waiting for the run to start');
    } finally {
      await server.close();
    }
  });
});
