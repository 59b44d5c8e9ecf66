import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BridgeEvent } from '@shared/bridge';
import { personPrefix } from '../cache/cacheScope';
import { stagedCopiesOf } from '../uploads/uploadDb';

export interface PersonDataOptions {
  /** The app's data folder; null when the core keeps nothing on disk. */
  dataDir: string | null;
  /** Who is signed in now (origin of the server and the person), or null. */
  whoIsSignedIn: () => { origin: string; userId: string } | null;
  /** Closes the queue of a person no longer signed in; resolves once it is closed. */
  syncUploads: () => Promise<void>;
  log?: (line: string) => void;
}

/**
 * What signing out removes besides the cache (which SessionScopes deletes with its key): the
 * person's upload queues and checkpoints in every organisation on that server, and the copies
 * browser mode staged for them. An ended session (expiry, refusal) keeps them, as it keeps drafts.
 */
export class PersonData {
  private last: { origin: string; userId: string } | null;
  private work: Promise<void> = Promise.resolve();

  constructor(private readonly opts: PersonDataOptions) {
    this.last = opts.whoIsSignedIn();
  }

  onEvent(event: BridgeEvent): void {
    if (event.type === 'session-changed') this.last = this.opts.whoIsSignedIn() ?? this.last;
    if (event.type !== 'session-ended') return;
    const who = this.last;
    this.last = null;
    if (event.reason === 'logout' && who) this.work = this.work.then(() => this.wipeUploads(who.origin, who.userId));
  }

  /** Resolves once every wipe asked for so far is done (sign-out's answer waits for it). */
  idle(): Promise<void> {
    return this.work;
  }

  private async wipeUploads(origin: string, userId: string): Promise<void> {
    if (!this.opts.dataDir) return;
    await this.opts.syncUploads();
    const dir = join(this.opts.dataDir, 'uploads');
    for (const file of personFiles(dir, origin, userId)) {
      for (const staged of stagedCopiesOf(file)) rmSync(staged, { force: true });
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    }
  }
}

/** The person's `.sqlite` files in a folder, by the prefix every file of theirs carries. */
export function personFiles(dir: string, origin: string, userId: string): string[] {
  const prefix = `${personPrefix(origin, userId)}-`;
  try {
    return readdirSync(dir)
      .filter((n) => n.startsWith(prefix) && n.endsWith('.sqlite'))
      .map((n) => join(dir, n));
  } catch {
    return [];
  }
}
