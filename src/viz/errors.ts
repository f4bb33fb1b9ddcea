/** Bad input to a viz function: the message names what is wrong and how to fix it. */
export class VizError extends Error {
  override readonly name = 'VizError';
}
