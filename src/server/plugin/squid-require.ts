/**
 * Load prismarine modules through flying-squid's own dependency tree, so the
 * Item and Window classes we create are the very classes the server uses.
 */
import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);
export const requireFromSquid = createRequire(requireHere.resolve('flying-squid'));

export function squidItemClass(registry: any): any {
  return requireFromSquid('prismarine-item')(registry);
}

export function squidWindows(registry: any): { createWindow(id: number, type: number | string, title: string, slots?: number): any } {
  return requireFromSquid('prismarine-windows')(registry);
}
