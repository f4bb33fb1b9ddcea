/**
 * Prompt templates live in `prompts/*.md` with named slots (`{{goal}}`). A
 * slot left without a value is a bug in the caller, so rendering refuses it
 * rather than sending the model a literal `{{state}}`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type PromptName = 'planner' | 'critic' | 'feedback' | 'quiz';

// src/llm and dist/llm are both two levels below the package root.
export const PROMPTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'prompts');

export class PromptError extends Error {
  override name = 'PromptError';
}

const cache = new Map<string, string>();

export function loadTemplate(name: PromptName, dir: string = PROMPTS_DIR): string {
  const file = join(dir, `${name}.md`);
  let text = cache.get(file);
  if (text === undefined) {
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new PromptError(`prompt template ${file} is missing; reinstall Sapling or restore prompts/${name}.md`);
    }
    cache.set(file, text);
  }
  return text;
}

const SLOT = /\{\{\s*([a-z_][a-z0-9_]*)\s*\}\}/gi;

/** The slot names a template uses, in order of first use. */
export function slotsOf(template: string): string[] {
  return [...new Set([...template.matchAll(SLOT)].map((m) => m[1]))];
}

export function renderTemplate(template: string, slots: Record<string, string | number>, name = 'template'): string {
  const missing = slotsOf(template).filter((s) => slots[s] === undefined || slots[s] === null);
  if (missing.length) {
    throw new PromptError(
      `prompt ${name}: no value for ${missing.map((s) => `{{${s}}}`).join(', ')}; pass ${missing.length > 1 ? 'them' : 'it'} when rendering`,
    );
  }
  // One pass, so slot values that contain braces are never expanded again.
  return template.replace(SLOT, (_, s: string) => String(slots[s]));
}

export function renderPrompt(name: PromptName, slots: Record<string, string | number>, dir?: string): string {
  return renderTemplate(loadTemplate(name, dir), slots, `${name}.md`);
}

/** Machine-readable marker lines must stay on one line whatever the value holds. */
export const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

export interface SkillEntry {
  name: string;
  description: string;
  args: Record<string, { type: unknown; description: string; enum?: unknown[] }>;
}

/** The skill catalogue, one skill per line with its arguments, from the registry. */
export function renderSkills(skills: readonly SkillEntry[]): string {
  return skills
    .map((s) => {
      const args = Object.entries(s.args).map(([n, a]) => {
        const t = Array.isArray(a.type) ? a.type.join('|') : String(a.type);
        const en = a.enum ? ` one of ${a.enum.filter((v) => v !== null).join('/')}` : '';
        return `${n}: ${t}${en} (${a.description})`;
      });
      return `- ${s.name}: ${s.description}\n  args: ${args.length ? args.join('; ') : 'none'}`;
    })
    .join('\n');
}
