/** Which kind of input a dump was given: plan, compiled tree, mistreevous JSON, MDSL text, a JSON-lines trace or a blueprint. */
import type { TraceEvent, TraceEventType } from '../contracts/trace.js';
import { VizError } from './errors.js';
import { MISTREEVOUS_TYPES, isTree } from './fromTree.js';

export type Detected =
  | { kind: 'plan'; value: unknown }
  | { kind: 'tree'; value: unknown }
  | { kind: 'mdsl'; value: string }
  | { kind: 'trace'; value: TraceEvent[] }
  | { kind: 'blueprint'; value: unknown };

/** Every event type of the trace contract: typed so a new event type fails the build here until dumps accept it. */
const EVENT_TYPES: Record<TraceEventType, true> = {
  run_start: true,
  node: true,
  skill_start: true,
  skill_end: true,
  reflex_start: true,
  reflex_end: true,
  think: true,
  inventory: true,
  repair: true,
  llm: true,
  run_end: true,
  position: true,
  dig: true,
  place: true,
  death: true,
  kill: true,
};
const TRACE_TYPES = new Set(Object.keys(EVENT_TYPES));

const isTraceEvent = (x: unknown): x is TraceEvent =>
  !!x && typeof x === 'object' && TRACE_TYPES.has((x as { type?: string }).type ?? '') && typeof (x as { tick?: unknown }).tick === 'number';

/** A blueprint: a name and a list of blocks (schemas/blueprint.schema.json); the details are checked when it is drawn. */
const isBlueprint = (x: object): boolean =>
  'blocks' in x && Array.isArray((x as { blocks: unknown }).blocks) && typeof (x as { name?: unknown }).name === 'string';

const isNodeDef = (x: unknown) => !!x && typeof x === 'object' && MISTREEVOUS_TYPES.has((x as { type?: string }).type ?? '');

export function detect(input: unknown): Detected {
  if (typeof input === 'string') return detectText(input);
  if (Array.isArray(input)) {
    if (input.length && input.every(isTraceEvent)) return { kind: 'trace', value: input };
    if (input.length && input.every(isNodeDef)) return { kind: 'tree', value: input };
  } else if (input && typeof input === 'object') {
    if ('plan' in input && typeof (input as { plan: unknown }).plan === 'object') return { kind: 'plan', value: input };
    if (isTree(input) || isNodeDef(input)) return { kind: 'tree', value: input };
    if (isTraceEvent(input)) return { kind: 'trace', value: [input] };
    if (isBlueprint(input)) return { kind: 'blueprint', value: input };
  }
  throw new VizError(
    'unrecognised input: expected a plan (JSON with a top-level "plan"), a compiled tree ({definition, leaves}), mistreevous JSON, MDSL text, a JSON-lines trace or a blueprint ({name, blocks})',
  );
}

function detectText(text: string): Detected {
  const t = text.trim();
  if (!t) throw new VizError('empty input: pass a plan, tree, MDSL or trace file');
  if (!/^[[{]/.test(t)) return { kind: 'mdsl', value: text };
  let whole: unknown;
  try {
    whole = JSON.parse(t);
  } catch (e) {
    if (firstLineIsEvent(t)) return { kind: 'trace', value: parseJsonl(t) };
    throw new VizError(`malformed JSON: ${(e as Error).message}; fix the file or pass a JSON-lines trace`);
  }
  return detect(whole);
}

function firstLineIsEvent(t: string): boolean {
  try {
    return isTraceEvent(JSON.parse(t.split(/\r?\n/, 1)[0]));
  } catch {
    return false;
  }
}

/** Each line one event; the first bad line is named with its number. */
export function parseJsonl(text: string): TraceEvent[] {
  const events: TraceEvent[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch (e) {
      throw new VizError(`malformed JSON on line ${i + 1}: ${(e as Error).message}; a trace has one JSON event per line`);
    }
    if (!isTraceEvent(v)) throw new VizError(`line ${i + 1} is not a trace event (needs "type" such as run_start or node, and a numeric "tick")`);
    events.push(v);
  });
  return events;
}
