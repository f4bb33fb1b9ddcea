/**
 * The direction of dependencies between the folders of src/ (npm run lint).
 * Each folder may import only from the folders listed for it; every arrow
 * points down this list, so no cycle between folders can form. See
 * ../shared/ARCHITECTURE.md for the picture.
 */
const ALLOWED = {
  contracts: [],
  knowledge: ['contracts'],
  sim: ['knowledge', 'contracts'],
  server: ['knowledge', 'contracts'],
  body: ['sim', 'knowledge', 'contracts'],
  skills: ['knowledge', 'contracts'],
  checks: ['skills', 'knowledge', 'contracts'],
  reflexes: ['skills', 'knowledge', 'contracts'],
  plan: ['checks', 'skills', 'knowledge', 'contracts'],
  compile: ['plan', 'checks', 'reflexes', 'skills', 'knowledge', 'contracts'],
  run: ['compile', 'plan', 'checks', 'reflexes', 'skills', 'knowledge', 'contracts'],
  memory: ['plan', 'knowledge', 'contracts'],
  llm: ['run', 'memory', 'compile', 'plan', 'checks', 'skills', 'knowledge', 'contracts'],
  viewer: ['body', 'sim', 'knowledge', 'contracts'],
  viz: ['run', 'compile', 'plan', 'checks', 'reflexes', 'skills', 'knowledge', 'contracts'],
};
const TOP = ['bench', 'cli']; // may import anything below them, not each other's internals
const folders = Object.keys(ALLOWED);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module cycle: stages must be testable on their own.',
      from: { path: '^src' },
      to: { circular: true },
    },
    ...folders.map((f) => ({
      name: `layer-${f}`,
      severity: 'error',
      comment: `src/${f} may import only from ${ALLOWED[f].join(', ') || 'nothing else in src'}.`,
      from: { path: `^src/${f}/` },
      to: { path: '^src/', pathNot: [`^src/${f}/`, ...ALLOWED[f].map((a) => `^src/${a}/`)] },
    })),
    {
      name: 'layer-top',
      severity: 'error',
      comment: 'bench and cli sit at the top; nothing below imports them, and they do not import each other.',
      from: { path: '^src/', pathNot: ['^src/(bench|cli)/', '^src/index\\.ts$'] },
      to: { path: `^src/(${TOP.join('|')})/` },
    },
    {
      name: 'bench-not-cli',
      severity: 'error',
      from: { path: '^src/bench/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'cli-not-bench',
      severity: 'error',
      from: { path: '^src/cli/' },
      to: { path: '^src/bench/' },
    },
    {
      name: 'no-unknown-folder',
      severity: 'error',
      comment: 'A new top-level folder under src/ needs its place in ALLOWED.',
      from: { path: '^src/', pathNot: [`^src/(${[...folders, ...TOP].join('|')})/`, '^src/index\\.ts$'] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^dist/|\\.d\\.ts$)' },
  },
};
