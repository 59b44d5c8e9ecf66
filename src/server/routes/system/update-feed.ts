import type { FastifyInstance } from 'fastify';
import { fail } from '@shared/api/envelope';
import { DESKTOP_TERMINALS, desktopTerminalOfFeed } from '@shared/domain/appVersion';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { UPDATE_FEED_PATH, updateFeedYaml, type UpdateFeed } from '@shared/domain/updateFeed';
import type { AppContext } from '../../context';
import type { AppVersionTable } from '../../db/schema-platformSettings';

/** Stored local time (yyyy-MM-dd HH:mm:ss) as the ISO instant electron-updater expects. */
const isoOf = (stored: string) => new Date(stored.replace(' ', 'T')).toISOString();

function feedOf(row: AppVersionTable): UpdateFeed {
  return {
    version: row.version_name,
    files: [{ url: row.download_url, sha512: row.file_sha512, size: Number(row.file_size) }],
    path: row.download_url,
    sha512: row.file_sha512,
    releaseDate: isoOf(row.create_time),
    releaseName: row.version_code,
    releaseNotes: row.update_remark,
    forced: row.is_update === 1,
  };
}

/**
 * GET /updates/<feed file>: the generic electron-updater feed of one desktop terminal (latest.yml for
 * Windows, latest-mac.yml, latest-linux.yml), built from the newest app-version record of that terminal.
 * Public like app-version/latest: the app checks before anyone signs in. 404 when no version was
 * published for the platform (electron-updater reports it as an error and tries again next time).
 */
export function registerUpdateFeedRoute(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>(`${UPDATE_FEED_PATH}/:file`, { config: { public: true } }, async (req, reply) => {
    const terminal = desktopTerminalOfFeed(req.params.file);
    if (!terminal) return reply.code(404).send(fail(404, 'Not found'));
    const row = await ctx.db
      .selectFrom('app_version')
      .selectAll()
      .where('tenant_id', '=', OPERATOR_TENANT)
      .where('mobile_type', '=', terminal)
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) return reply.code(404).send(fail(404, `no ${DESKTOP_TERMINALS[terminal].platform} version published`));
    // Never cached: a client must see a newly published version on its next check.
    return reply.type('text/yaml; charset=utf-8').header('cache-control', 'no-store').send(updateFeedYaml(feedOf(row)));
  });
}
