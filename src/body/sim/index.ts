/** The Body on the embedded simulated world. */
export { SimBody, type SimBodyOptions } from './body.js';
import { SimBody, type SimBodyOptions } from './body.js';

export function createSimBody(opts: SimBodyOptions): SimBody {
  return new SimBody(opts);
}
