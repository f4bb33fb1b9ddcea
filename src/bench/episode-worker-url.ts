/**
 * Where the compiled episode worker is, for a module at `url`: beside it when that module is compiled itself (a copy
 * of dist/ under another name runs its own episodes, not dist/'s), and dist/'s when tests run it from src/. A module
 * of its own so the queue worker finds it without loading the pool, and with it the whole agent, on its thread.
 */
export function episodeWorker(url: string): URL {
  return new URL(url.endsWith('.js') ? './episode-worker.js' : '../../dist/bench/episode-worker.js', url);
}
