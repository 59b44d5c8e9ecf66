import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Core } from '../services/core';
import { HOST_EXPORT_PREFIX } from '../services/exports/listExportService';

/**
 * Browser mode's finished list exports (issue 18): the core wrote the .xlsx and answered the page
 * this address; the browser downloads it once (the file is deleted after). A navigation carries no
 * custom header, so as for downloads a cross-site request is refused by Sec-Fetch-Site, and the id
 * is 128 random bits only this page was told.
 */
export function registerExportRoutes(app: FastifyInstance, core: Core): void {
  app.get(`${HOST_EXPORT_PREFIX}:id`, async (req: FastifyRequest, reply: FastifyReply) => {
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return reply.code(403).send();
    const { id } = req.params as { id: string };
    const file = /^[0-9a-f]{32}$/.test(id) ? await core.exports.open(id) : null;
    if (!file) return reply.code(404).send({ error: 'not found' });
    return reply
      .headers({
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'content-length': String(file.size),
        'cache-control': 'no-store',
      })
      .send(file.body);
  });
}
