/**
 * Crash-safe files. Every file Sapling writes goes through here, so a reader
 * (or a crash, or a full disk) never sees half a file under its final name:
 *
 * - `writeFileAtomic` / `writeFileAtomicSync`: write a temp file beside the
 *   target, fsync it, rename it over the target. On any failure the temp file
 *   is removed and the old target is left as it was.
 * - `openPartialFile`: for files written bit by bit (a run trace): append to
 *   `<path>.partial` and rename it to `<path>` on `commit()`. If the process
 *   dies first, the `.partial` stays for post-mortem.
 *
 * Only node:fs here: this module sits in the bottom layer, so the CLI, the
 * bench and the memory store can all use it.
 */
import { chmodSync, closeSync, fsyncSync, openSync, realpathSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { open, realpath, rename, stat, unlink } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** The temp file beside `target`: hidden, unique to this process and call, never the name of a real output. */
export const tempPathFor = (target: string): string => join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);

/** Where a write to `path` really lands: through a symlink to its target, so `-o link` updates what the link points at. */
function resolveSync(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/** The permission bits to keep when replacing `path`, or undefined for a new file. */
function modeSync(path: string): number | undefined {
  try {
    return statSync(path).mode & 0o7777;
  } catch {
    return undefined;
  }
}

/** Make the rename itself durable. Not every platform can open a directory (Windows cannot); that is not an error. */
function fsyncDirSync(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // best effort
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export function writeFileAtomicSync(path: string, data: string | Uint8Array): void {
  const target = resolveSync(path);
  const tmp = tempPathFor(target);
  const mode = modeSync(target);
  let fd: number | undefined;
  try {
    fd = openSync(tmp, 'wx', mode ?? 0o666);
    if (mode !== undefined) chmodSync(tmp, mode);
    const buf = typeof data === 'string' ? Buffer.from(data) : data;
    for (let off = 0; off < buf.length;) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, target);
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
      // it was never created, or the rename took it
    }
    throw e;
  }
  fsyncDirSync(dirname(target));
}

export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const target = await realpath(path).catch(() => path);
  const tmp = tempPathFor(target);
  const mode = await stat(target).then(
    (s) => s.mode & 0o7777,
    () => undefined,
  );
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(tmp, 'wx', mode ?? 0o666);
    if (mode !== undefined) await handle.chmod(mode);
    await handle.writeFile(data);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await rename(tmp, target);
  } catch (e) {
    await handle?.close().catch(() => undefined);
    await unlink(tmp).catch(() => undefined);
    throw e;
  }
  fsyncDirSync(dirname(target));
}

/** A file written piece by piece under `<path>.partial`, published under `path` by `commit()`. */
export interface PartialFile {
  /** The final name. */
  readonly path: string;
  /** Where the text goes until `commit()`. */
  readonly partialPath: string;
  /** Append text. Synchronous, so every line is with the OS the moment it is written, even if the process is killed next. */
  write(text: string): void;
  /** fsync, close and rename to `path`. Idempotent; after it, writes are ignored. */
  commit(): void;
  /** Close without publishing: the text stays in `partialPath` (a write failed, so it is incomplete). */
  abandon(): void;
}

export const PARTIAL_SUFFIX = '.partial';

/** Opens (truncates) `<path>.partial`; throws the fs error when it cannot be created. */
export function openPartialFile(path: string): PartialFile {
  const target = resolveSync(path);
  const partialPath = `${target}${PARTIAL_SUFFIX}`;
  let fd: number | null = openSync(partialPath, 'w');
  return {
    path: target,
    partialPath,
    write(text) {
      if (fd === null) return;
      const buf = Buffer.from(text);
      for (let off = 0; off < buf.length;) off += writeSync(fd, buf, off, buf.length - off);
    },
    commit() {
      if (fd === null) return;
      const f = fd;
      fd = null;
      try {
        fsyncSync(f);
      } finally {
        closeSync(f);
      }
      renameSync(partialPath, target);
      fsyncDirSync(dirname(target));
    },
    abandon() {
      if (fd === null) return;
      const f = fd;
      fd = null;
      closeSync(f);
    },
  };
}
