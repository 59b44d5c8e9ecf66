import type { FastifyInstance } from 'fastify';
import { storageEndpoints } from '@shared/api/storageEndpoints';
import { OSS_BUTTONS } from '@shared/domain/platformButtons';
import { STORAGE_CONFIG_MESSAGES, storageConfigPageQuerySchema, storageConfigSchema, type StorageCategory, type StorageConfig } from '@shared/domain/storageConfig';
import type { AppContext } from '../../context';
import { storeOrigin } from '../../oss/endpoint';
import type { OssConfigRow } from '../../repositories/storage-configs';
import { registerConfigRoutes } from './config-routes';

/**
 * A configuration as answered. The reference store's row holds no address of its own: it answers the
 * address, bucket and region the server's store really serves (CEM_OSS_ENDPOINT, CEM_OSS_BUCKET…).
 */
export function toStorageConfig(ctx: AppContext, row: OssConfigRow): StorageConfig {
  const reference = row.category === 'reference';
  return {
    id: row.id,
    code: row.code,
    category: row.category as StorageCategory,
    endpoint: reference ? storeOrigin(ctx) : row.endpoint,
    bucket: reference ? ctx.config.oss.bucket : row.bucket,
    region: reference ? ctx.config.oss.region : row.region,
    accessKey: row.access_key,
    roleArn: row.role_arn,
    secretSet: row.secret_key !== '',
    remark: row.remark,
    status: Number(row.status) === 1 ? 1 : 0,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

/** oss/list, detail, submit, remove, enable (spec 3 §7 resource). */
export function registerStorageConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = storageEndpoints;
  registerConfigRoutes(app, ctx, {
    table: 'oss_config',
    endpoints: { list: e.ossList, detail: e.ossDetail, submit: e.ossSubmit, remove: e.ossRemove, enable: e.ossEnable },
    buttons: OSS_BUTTONS,
    schemas: { page: storageConfigPageQuerySchema, submit: storageConfigSchema },
    messages: STORAGE_CONFIG_MESSAGES,
    toRecord: (row: OssConfigRow) => toStorageConfig(ctx, row),
    // The reference store keeps no address or credentials of its own: they are the server's.
    columns: (i) => {
      const own = i.category !== 'reference';
      return {
        code: i.code,
        category: i.category,
        endpoint: own ? i.endpoint.replace(/\/+$/, '') : '',
        bucket: own ? i.bucket : '',
        region: own ? i.region : '',
        access_key: own ? i.accessKey : '',
        role_arn: own ? i.roleArn : '',
        // Switched to the reference store: a secret kept from before would be one nobody uses.
        ...(own ? {} : { secret_key: '' }),
        remark: i.remark,
      };
    },
  });
}
