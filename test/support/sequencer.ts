/**
 * The order `npm test` hands test files to its workers: the `whole` project
 * first, longest file first, then the `unit` files, longest first.
 *
 * Why: with two workers, a long file started last runs alone while the other
 * worker idles (a 100 s file last adds up to 100 s of wall time). Started
 * first, the long files overlap each other, and the many short unit files fill
 * whichever worker comes free. Unit files also run together at the end, so each
 * worker keeps one shared module graph for all of them (`isolate: false`).
 *
 * How long a file takes comes from vitest's results cache (its last run's
 * duration); a file with no cached duration (a fresh clone, CI after `npm ci`)
 * takes its estimate from SECONDS, and any other file counts as short.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Rough wall seconds of the longest `whole` files alone on a quiet 2-core machine; only their order matters. */
const SECONDS: Record<string, number> = {
  'test/conformance/server-play.test.ts': 90,
  'test/conformance/versions.test.ts': 60,
  'test/server/e2e.test.ts': 60,
  'test/cli/cli.test.ts': 40,
  'test/cli/crash-safe.test.ts': 35,
  'test/viz/viewer.test.ts': 25,
  'test/cli/trees.test.ts': 25,
  'test/e2e/sim-goals.test.ts': 25,
  'test/library/pack.test.ts': 25,
  'test/conformance/server.test.ts': 20,
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ms = (f: TestSpecification) => {
      const path = relative(this.ctx.config.root, f.moduleId).replaceAll('\\', '/');
      return this.ctx.cache.getFileTestResults(`${f.project.name}:${path}`)?.duration ?? (SECONDS[path] ?? 0) * 1000;
    };
    const rank = (f: TestSpecification) => (f.project.name === 'unit' ? 1 : 0);
    return [...files].sort((a, b) => rank(a) - rank(b) || ms(b) - ms(a));
  }
}
