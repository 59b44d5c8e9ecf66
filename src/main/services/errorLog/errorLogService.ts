import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { format } from 'date-fns';
import { ERROR_LOG_LIMIT, errorLogInputSchema, type ErrorLogEntry, type ErrorLogInput } from '@shared/domain/errorLog';
import { ownerOnlyDir } from '../files/ownerOnly';

/**
 * The local error log (spec 1 §2): uncaught errors of the renderer and of the main process, newest
 * first, kept in the data folder so they survive a restart and a crash. Writes are synchronous on
 * purpose: an error recorded just before the process dies must reach the disk.
 */
export class ErrorLogService {
  private entries: ErrorLogEntry[];

  /** `file` null keeps the log in memory only (tests, a core without a data folder). */
  constructor(
    private readonly file: string | null,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.entries = file ? readEntries(file) : [];
  }

  list(): ErrorLogEntry[] {
    return this.entries.map((e) => ({ ...e }));
  }

  count(): number {
    return this.entries.length;
  }

  /** Adds one entry and answers how many the log now holds; the oldest fall off past the limit. */
  record(input: ErrorLogInput): number {
    const parsed = errorLogInputSchema.safeParse(input ?? {});
    const fields = parsed.success ? parsed.data : { url: '', type: 'error', message: String(input), stack: '', info: '' };
    this.entries = [{ ...fields, time: format(this.now(), 'yyyy-MM-dd HH:mm:ss') }, ...this.entries].slice(0, ERROR_LOG_LIMIT);
    this.persist();
    return this.entries.length;
  }

  clear(): void {
    this.entries = [];
    this.persist();
  }

  private persist(): void {
    if (!this.file) return;
    try {
      ownerOnlyDir(dirname(this.file));
      const temp = `${this.file}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify(this.entries), { mode: 0o600 });
      renameSync(temp, this.file);
    } catch {
      // A log that cannot be written must never become an error of its own.
    }
  }
}

function readEntries(file: string): ErrorLogEntry[] {
  try {
    const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(raw)) return [];
    return raw
      .filter((e): e is ErrorLogEntry => !!e && typeof e === 'object' && typeof (e as ErrorLogEntry).message === 'string' && typeof (e as ErrorLogEntry).time === 'string')
      .slice(0, ERROR_LOG_LIMIT);
  } catch {
    return [];
  }
}
