/**
 * The worker-thread side of the episode pool: piscina calls the default
 * export with a job and posts back its value (or what it threw). It is loaded
 * from dist/, as `npm run bench` runs.
 */
export { runEpisode as default } from './episode.js';
