/**
 * Log rows are written after the answer, in batches, off the request's path: a request adds its
 * row to a queue and returns; the queue is written on the next turn of the event loop in one
 * INSERT per table (chunks of 50). A failure is reported once (stderr) and the batch dropped — the
 * logs must never fail or slow down the calls they describe. Reads of a log flush first, so a
 * screen shows everything answered before it; the server's close waits for the last batch.
 */
import type { Insertable } from 'kysely';
import type { Db, Executor } from '../db/database';
import type { Database } from '../db/schema';

export type LogTable = 'api_log' | 'usual_log' | 'error_log';
type Row<T extends LogTable> = Insertable<Database[T]>;

const CHUNK = 50;

export class LogWriter {
  private queues: { [T in LogTable]: Row<T>[] } = { api_log: [], usual_log: [], error_log: [] };
  private scheduled = false;
  private chain: Promise<void> = Promise.resolve();
  private closed = false;
  private reported = false;

  constructor(
    private readonly db: Executor,
    private readonly report: (message: string) => void,
  ) {}

  add<T extends LogTable>(table: T, row: Row<T>): void {
    // After close the database is going away: a late row (a request that ended meanwhile) is dropped.
    if (this.closed) return;
    (this.queues[table] as Row<T>[]).push(row);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  /** Writes whatever is queued; never rejects. */
  flush(): Promise<void> {
    this.chain = this.chain.then(() => this.write());
    return this.chain;
  }

  /** Writes the last rows and takes no more (the server's onClose, before the database closes). */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }

  private async write(): Promise<void> {
    const queues = this.queues;
    this.queues = { api_log: [], usual_log: [], error_log: [] };
    for (const table of Object.keys(queues) as LogTable[]) {
      const rows = queues[table];
      try {
        for (let i = 0; i < rows.length; i += CHUNK) {
          // The union of three tables' rows is more than kysely's per-table typing follows.
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          await (this.db as Executor).insertInto(table).values(rows.slice(i, i + CHUNK) as any).execute();
        }
      } catch (err) {
        if (!this.reported) {
          this.reported = true;
          this.report(`logs: writing ${table} failed (further failures are not reported): ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    }
  }
}

const writers = new WeakMap<object, LogWriter>();

/** The writer of one server's database (made by installLogs; made on first use elsewhere, e.g. a script). */
export function logWriter(db: Db | Executor, report: (message: string) => void = (m) => process.stderr.write(`${m}\n`)): LogWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new LogWriter(db, report);
    writers.set(db, writer);
  }
  return writer;
}
