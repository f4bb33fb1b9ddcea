/** `sapling run --viewer [port]` as a user runs it: a bad port is a usage error; a run with the viewer ends and exits. */
import { describe, expect, it } from 'vitest';
import { loadViewer, ViewerMissing } from '../../src/viewer/index.js';
import { sapling } from './run-cli.js';

const installed = await loadViewer().then(
  () => true,
  (e: unknown) => (e instanceof ViewerMissing ? false : Promise.reject(e)),
);

describe('sapling run --viewer', () => {
  it('--viewer notaport: exit 2, naming the flag and the form it takes', async () => {
    const r = await sapling(['run', 'obtain 1 oak log', '--viewer', 'notaport']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--viewer takes a whole number from 0 to 65535, got 'notaport'");
  });

  it('--viewer before the goal takes the goal for a port, and says where to put it', async () => {
    const r = await sapling(['run', '--viewer', 'obtain 1 oak log']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('put --viewer after the goal');
  });

  it.skipIf(!installed)('prints the address on stderr, runs, closes the viewer and exits', async () => {
    const r = await sapling(['run', 'obtain 1 oak log', '--viewer', '0', '-q']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^3D viewer: http:\/\/127\.0\.0\.1:\d+\/$/m);
    expect(r.stdout).toContain('SUCCESS');
  });
});
