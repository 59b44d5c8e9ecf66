import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '@shared/api/envelope';
import type { Endpoint, EndpointResponse } from '@shared/api/endpoints';
import { apiPath } from '@shared/api/modules';
import { routePath } from '@shared/api/pathParams';
import type { AppContext } from '../context';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a handler whose success message depends on what it did (新增成功 or 更新成功). */
    successMessage?: string;
  }
}

export interface RouteOptions {
  /** Callable without an access token. */
  public?: boolean;
  /** Answer the handler's value as is instead of inside the envelope (oauth/token). */
  raw?: boolean;
  /** The envelope's msg on success, when the client shows it (新增成功, 删除成功); 操作成功 otherwise. */
  message?: string;
}

/**
 * Registers one endpoint of the shared catalogue, so the path and method cannot drift from what
 * the client calls. The handler returns the envelope's data; failures are thrown as HttpError.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function route<E extends Endpoint<any, any>>(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: E,
  handler: (req: FastifyRequest) => Promise<EndpointResponse<E>>,
  options: RouteOptions = {},
): void {
  app.route({
    method: endpoint.method,
    // `{name}` segments of the catalogue become Fastify's `:name`; handlers read them from req.params through a shared schema.
    url: apiPath(ctx.config.moduleNames, endpoint.module, routePath(endpoint.path)),
    config: { public: options.public ?? false },
    handler: async (req) => {
      const data = await handler(req);
      return options.raw ? data : ok(data, req.successMessage ?? options.message);
    },
  });
}
