/** Where experience is kept: `--memory DIR`, else $SAPLING_MEMORY_DIR, else memory's default under ~/.local/share. */
export const MEMORY_ENV = 'SAPLING_MEMORY_DIR';
export const DEFAULT_MEMORY_TEXT = '~/.local/share/sapling/memory';

/** The directory; the default is passed in so that memory (and the knowledge it loads) is imported only when used. */
export const memoryDir = (flag: string | undefined, fallback: string): string => flag || process.env[MEMORY_ENV] || fallback;

/** Named by the user (flag or environment), not the default: the offline planner's runs are kept only then. */
export const memoryNamed = (flag?: string): boolean => Boolean(flag || process.env[MEMORY_ENV]);
