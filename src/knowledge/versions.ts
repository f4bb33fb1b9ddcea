/**
 * Which Minecraft versions Sapling's knowledge can be built for. The agent
 * starts at 1.20.4 (the version its tables, world rules and trees were written
 * for); later releases read their items, recipes and loot from minecraft-data.
 */
import { KnowledgeError } from './types.js';

/** The oldest version Sapling plays. */
export const FIRST_VERSION = '1.20.4';

/**
 * Versions minecraft-data holds but whose recipes Sapling cannot use, and why.
 * minecraft-data 3.x lists one variant per tagged recipe for 1.20.5 and 1.20.6 (oak_planks only from oak_log,
 * sticks only from oak_planks or bamboo, no recipe with two kinds of log), so no "any log" group forms and plans
 * that say "wood" cannot be read. 1.21 onwards lists the variants again.
 */
export const KNOWLEDGE_GAPS: Readonly<Record<string, string>> = {
  '1.20.5': "minecraft-data's 1.20.5 recipes list one variant per tagged ingredient (no log or planks groups)",
  '1.20.6': "minecraft-data's 1.20.6 recipes list one variant per tagged ingredient (no log or planks groups)",
};

/** Order two release names ("1.21.4" < "1.21.11" < "26.1"); negative when a is older. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Why Sapling cannot build knowledge for a version, or null when it can (given minecraft-data has the version). */
export function versionGap(version: string): string | null {
  if (!/^\d+(\.\d+)+$/.test(version)) return `'${version}' is not a release version such as ${FIRST_VERSION}`;
  if (compareVersions(version, FIRST_VERSION) < 0) return `Sapling plays Minecraft ${FIRST_VERSION} and later, not ${version}`;
  return KNOWLEDGE_GAPS[version] ?? null;
}

/** Throws KnowledgeError naming the reason when a version is one Sapling cannot play. */
export function assertKnownVersion(version: string): void {
  const gap = versionGap(version);
  if (gap) throw new KnowledgeError(`no game knowledge for Minecraft ${version}: ${gap}`, version);
}
