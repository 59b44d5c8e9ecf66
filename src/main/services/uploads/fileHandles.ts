import { randomBytes } from 'node:crypto';
import { rm, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { mimeOf, type FileHandle } from '@shared/domain/upload';

interface Entry extends FileHandle {
  path: string;
  /** A copy the host staged: deleted when let go of, unless an upload took it over. */
  staged: boolean;
}

/**
 * Files the person chose, by opaque id: the renderer sees a name, a size and a type, never a path,
 * so a compromised page cannot make the core read an arbitrary file.
 */
export class FileHandles {
  private readonly entries = new Map<string, Entry>();

  async register(path: string, opts: { name?: string; staged?: boolean } = {}): Promise<FileHandle> {
    const st = await stat(path);
    const name = opts.name ?? basename(path);
    const entry: Entry = { id: randomBytes(16).toString('hex'), name, size: st.size, type: mimeOf(name), path, staged: opts.staged ?? false };
    this.entries.set(entry.id, entry);
    return { id: entry.id, name: entry.name, size: entry.size, type: entry.type };
  }

  get(id: unknown): Entry | undefined {
    return typeof id === 'string' ? this.entries.get(id) : undefined;
  }

  /** Forgets a handle; a staged copy is deleted unless `keepFile` (an upload owns it now). */
  async release(id: string, keepFile = false): Promise<void> {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    if (entry.staged && !keepFile) await rm(entry.path, { force: true });
  }

  async releaseAll(): Promise<void> {
    for (const id of [...this.entries.keys()]) await this.release(id);
  }
}
