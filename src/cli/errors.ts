/** Exit codes: 0 ok, 1 the goal failed or the input is invalid, 2 usage. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

/** An error the user can act on: printed as one line, no stack. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failed,
    /** Extra lines (e.g. every validation issue). */
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export class UsageError extends CliError {
  constructor(message: string) {
    super(message, EXIT.usage);
  }
}
