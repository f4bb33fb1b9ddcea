/** The JSON Schema keywords OpenAI's strict mode has rules about. */
export interface SchemaKeywords {
  type?: string | string[];
  additionalProperties?: unknown;
  properties?: Record<string, unknown>;
  required?: string[];
  oneOf?: unknown;
  $ref?: unknown;
}

/** Places where a JSON Schema breaks OpenAI strict structured outputs; empty when it keeps to them. */
export function strictViolations(schema: unknown): string[] {
  const out: string[] = [];
  const walk = (node: unknown, at: string) => {
    if (!node || typeof node !== 'object') return;
    const s = node as SchemaKeywords;
    const isObject = s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'));
    if (isObject) {
      if (s.additionalProperties !== false) out.push(`${at}: additionalProperties is not false`);
      const props = Object.keys(s.properties ?? {}).sort();
      if (JSON.stringify(props) !== JSON.stringify([...(s.required ?? [])].sort())) out.push(`${at}: not every property is required`);
    }
    if ('oneOf' in s) out.push(`${at}: oneOf`);
    if ('$ref' in s && !String(s.$ref).startsWith('#/$defs/')) out.push(`${at}: $ref outside $defs`);
    for (const [key, v] of Object.entries(s)) if (key !== 'enum') walk(v, `${at}/${key}`);
  };
  walk(schema, '');
  return out;
}
