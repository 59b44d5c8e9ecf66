import type { FastifyInstance } from 'fastify';
import { appVersionEndpoints } from '@shared/api/platformSettingsEndpoints';
import { APP_VERSION_MESSAGES, appVersionPageQuerySchema, isDesktopTerminal, appVersionSchema, latestAppVersionQuerySchema, type AppVersion, type LatestAppVersion } from '@shared/domain/appVersion';
import { OPERATOR_TENANT } from '@shared/domain/organisation';
import { APP_VERSION_BUTTONS } from '@shared/domain/platformButtons';
import type { AppContext } from '../../context';
import type { AppVersionTable } from '../../db/schema-platformSettings';
import { equals, like, registerResource } from '../../http/crud';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { operatorAdministratorApp } from './operator-admin-app';
import { registerUpdateFeedRoute } from './update-feed';

type Row = AppVersionTable & { create_user_name: string | null; create_dept_name: string | null };
type Submit = { mobileType: string; versionName: string; versionCode: string; isUpdate: number; updateRemark: string; downloadUrl: string; remark: string; fileSha512: string; fileSize: number };

function toLatest(row: AppVersionTable): LatestAppVersion {
  return {
    mobileType: row.mobile_type,
    versionName: row.version_name,
    versionCode: row.version_code,
    isUpdate: row.is_update === 1 ? 1 : 0,
    updateRemark: row.update_remark,
    downloadUrl: row.download_url,
    createTime: row.create_time,
  };
}

function toAppVersion(row: Row): AppVersion {
  return {
    ...toLatest(row),
    id: row.id,
    remark: row.remark,
    fileSha512: row.file_sha512,
    fileSize: Number(row.file_size),
    createUserName: row.create_user_name ?? '',
    createDeptName: row.create_dept_name ?? '',
    updateTime: row.update_time,
    updateUserName: row.update_user,
  };
}

const columns = (i: Submit) => ({
  mobile_type: i.mobileType,
  version_name: i.versionName,
  version_code: i.versionCode,
  is_update: i.isUpdate,
  update_remark: i.updateRemark,
  download_url: i.downloadUrl,
  remark: i.remark,
  // Only a desktop installer's record carries them (the feed's checksum and size).
  file_sha512: isDesktopTerminal(i.mobileType) ? i.fileSha512 : '',
  file_size: isDesktopTerminal(i.mobileType) ? i.fileSize : 0,
});

/**
 * Mobile app versions (spec 3 §7 app-version: page, detail, submit, remove) for the operator's
 * administrators, and app-version/latest: public, the newest version of each terminal (the download
 * page and the apps' update check read it without signing in).
 */
export function registerAppVersionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerResource(operatorAdministratorApp(app, ctx), ctx, {
    table: 'app_version',
    operatorOnly: true,
    notFound: APP_VERSION_MESSAGES.appVersionNotFound,
    buttons: APP_VERSION_BUTTONS,
    creator: true,
    columns: { createDept: true, updateTime: true },
    endpoints: { page: appVersionEndpoints.page, detail: appVersionEndpoints.detail, submit: appVersionEndpoints.submit, remove: appVersionEndpoints.remove },
    schemas: { page: appVersionPageQuerySchema, submit: appVersionSchema },
    filters: { mobileType: equals('mobile_type'), versionName: like('version_name') },
    toRecord: toAppVersion,
    // toRecord leaves the editor's id in updateUserName; one look-up per answer turns it into the name.
    enrich: async (db) => {
      const users = await db.selectFrom('app_user').select(['id', 'real_name']).where('id', 'in', db.selectFrom('app_version').select('update_user')).execute();
      const names = new Map(users.map((u) => [u.id, u.real_name]));
      return (r) => ({ ...r, updateUserName: names.get(r.updateUserName) ?? '' });
    },
    toInsert: (i: Submit, caller) => ({ ...columns(i), update_user: caller.userId }),
    toUpdate: (i: Submit, caller) => ({ ...columns(i), update_user: caller.userId }),
  });

  route(
    app,
    ctx,
    appVersionEndpoints.latest,
    async (req) => {
      const { mobileType } = parseInput(latestAppVersionQuerySchema, req.query);
      let query = ctx.db.selectFrom('app_version').selectAll().where('tenant_id', '=', OPERATOR_TENANT);
      if (mobileType) query = query.where('mobile_type', '=', mobileType);
      const rows = await query.orderBy('create_time', 'desc').orderBy('id', 'desc').execute();
      // The first row of each terminal is its newest.
      const seen = new Set<string>();
      return rows.filter((r) => !seen.has(r.mobile_type) && seen.add(r.mobile_type)).map(toLatest);
    },
    { public: true },
  );

  registerUpdateFeedRoute(app, ctx);
}
