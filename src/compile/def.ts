/** A mistreevous node definition, plus the plan path Sapling keeps on composites. */
export type Def = Record<string, unknown> & { type: string };

export class CompileError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(`${message} at ${path}`);
    this.name = 'CompileError';
  }
}
