/**
 * Which Minecraft version a server speaks, and whether Sapling can play it:
 * from 1.20.4 (knowledge/versions.ts) to the newest release mineflayer
 * supports. The version comes from the server's ping answer, before login, so
 * a version Sapling cannot play is refused with a reason, not a protocol crash.
 */
import { createRequire } from 'node:module';
import { FIRST_VERSION, compareVersions, versionGap } from '../../knowledge/index.js';

const require = createRequire(import.meta.url);
const mineflayer = require('mineflayer') as { latestSupportedVersion: string };
// The copy of minecraft-data that mineflayer's protocol stack reads, so the names agree with what it will speak.
const mcData = createRequire(require.resolve('mineflayer'))('minecraft-data') as {
  versionsByMinecraftVersion: { pc: Record<string, { version: number; minecraftVersion: string; releaseType?: string } | undefined> };
  postNettyVersionsByProtocolVersion: { pc: Record<number, { minecraftVersion: string }[] | undefined> };
};

/** The newest release the installed mineflayer speaks. */
export const NEWEST_VERSION: string = mineflayer.latestSupportedVersion;
export const PLAYABLE = `${FIRST_VERSION} to ${NEWEST_VERSION}`;

/** What a server's ping answer says it speaks. */
export interface Served {
  name: string;
  protocol: number | null;
}

/**
 * The minecraft-data version a ping answer means. A name such as "1.21.4" or
 * "Paper 1.21.4" wins when minecraft-data knows it with the same protocol (1.21
 * and 1.21.1 share one); otherwise the newest release of that protocol.
 */
export function versionOf(served: Served): string | null {
  const named = (served.name.match(/\d+(?:\.\d+)+/g) ?? []).map((v) => mcData.versionsByMinecraftVersion.pc[v]).filter((x) => x !== undefined);
  const byProtocol = served.protocol === null ? [] : (mcData.postNettyVersionsByProtocolVersion.pc[served.protocol] ?? []);
  const match = named.find((n) => served.protocol === null || n.version === served.protocol);
  return match?.minecraftVersion ?? byProtocol[0]?.minecraftVersion ?? null;
}

/** Why Sapling cannot play a version, or null when it can. */
export function unplayable(version: string): string | null {
  if (compareVersions(version, NEWEST_VERSION) > 0) return `the installed mineflayer speaks Minecraft up to ${NEWEST_VERSION}`;
  return versionGap(version);
}

/**
 * The version to log in with: the server's, checked against what Sapling
 * plays and against `expected` (the --mc-version a user passed) when given.
 */
export function chooseVersion(served: Served, where: string, expected?: string): string {
  const found = versionOf(served);
  const says = `the server at ${where} speaks Minecraft ${served.name}${served.protocol === null ? '' : ` (protocol ${served.protocol})`}`;
  if (!found) throw new Error(`${says}, which the installed mineflayer does not know; Sapling plays Minecraft ${PLAYABLE}`);
  if (expected && expected !== found && versionOf({ name: expected, protocol: served.protocol }) !== expected)
    throw new Error(`${says}, not ${expected}; leave out --mc-version to use the server's version`);
  const version = expected ?? found;
  const why = unplayable(version);
  if (why) throw new Error(`${says}; Sapling plays Minecraft ${PLAYABLE}, and not ${version}: ${why}`);
  return version;
}
