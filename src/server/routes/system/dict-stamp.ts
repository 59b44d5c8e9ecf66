import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DICT_VERSION_HEADER } from '@shared/domain/dictionary';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { readDictStamp, writeDictStamp } from '../../repositories/dicts';

/**
 * The dictionaries' version stamp (docs/decisions.md, "dictionary refresh"): stored in dict_stamp
 * so it survives a restart, kept in memory per server so answering it costs nothing, and moved by
 * every dictionary write. A new database (or a reset one) starts with a new random stamp, so a
 * client never mistakes another database's dictionaries for the ones it cached.
 */
const known = new WeakMap<AppContext, string>();

const freshStamp = () => `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;

export async function currentDictStamp(ctx: AppContext): Promise<string> {
  const memo = known.get(ctx);
  if (memo) return memo;
  let stamp = await readDictStamp(ctx.db);
  if (!stamp) {
    stamp = freshStamp();
    await writeDictStamp(ctx.db, stamp);
  }
  known.set(ctx, stamp);
  return stamp;
}

/**
 * Moves the stamp inside a dictionary write's transaction; publishDictStamp answers it once the
 * write is in, so no answer carries a stamp whose change a reader could not see yet.
 */
export async function moveDictStamp(trx: Executor): Promise<string> {
  const stamp = freshStamp();
  await writeDictStamp(trx, stamp);
  return stamp;
}

export function publishDictStamp(ctx: AppContext, stamp: string): void {
  known.set(ctx, stamp);
}

/** Every answer, of every route, carries the stamp: whatever call a client makes next tells it of a change. */
export function installDictStampHeader(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    try {
      reply.header(DICT_VERSION_HEADER, await currentDictStamp(ctx));
    } catch {
      // A database that cannot be read is answered by the route's own error; the stamp is left out.
    }
    return payload;
  });
}
