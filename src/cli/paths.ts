import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, whether running from src (tests) or dist (the bin). */
export const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const schemaPath = (name: string) => join(packageRoot, 'schemas', name);
