/**
 * The Minecraft versions `sapling server` serves: those flying-squid lists as
 * tested, from 1.20.4 on (older ones predate Sapling's knowledge and world),
 * and 1.20.4 itself (flying-squid lists 1.20.3, the same protocol; 1.20.4 is
 * the version Sapling's suite was built on). A version Sapling has no
 * knowledge for (knowledge/versions.ts: 1.20.5) is left out.
 */
import { createRequire } from 'node:module';
import { editDistance } from '../contracts/edit-distance.js';
import { FIRST_VERSION, compareVersions, versionGap } from '../knowledge/versions.js';

const require = createRequire(import.meta.url);
const squidVersions = (require('flying-squid/src/lib/version.js') as { testedVersions: string[] }).testedVersions;

export const SERVER_VERSIONS: readonly string[] = [FIRST_VERSION, ...squidVersions]
  .filter((v, i, all) => all.indexOf(v) === i && compareVersions(v, FIRST_VERSION) >= 0 && versionGap(v) === null)
  .sort(compareVersions);

/** The newest version the embedded server serves. */
export const NEWEST_SERVER_VERSION: string = SERVER_VERSIONS[SERVER_VERSIONS.length - 1]!;

/** A version the embedded server cannot serve, with the nearest it can and the full list; null when it can. */
export function serverVersionProblem(version: string): string | null {
  if (SERVER_VERSIONS.includes(version)) return null;
  // Nearest by spelling, then by release order: 1.21.5 suggests 1.21.4, 1.214 suggests 1.21.4.
  const gap = (v: string) => (/^\d+(\.\d+)+$/.test(version) ? Math.abs(compareVersions(version, v)) : 0);
  const near = [...SERVER_VERSIONS].sort((a, b) => editDistance(version, a) - editDistance(version, b) || gap(a) - gap(b))[0];
  const why = versionGap(version);
  return (
    `the embedded server does not serve Minecraft '${version}'${why ? ` (${why})` : ''}; ` + `did you mean ${near}? It serves ${SERVER_VERSIONS.join(', ')}`
  );
}
