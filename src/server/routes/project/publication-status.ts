/**
 * archive-publication/status/{id}: archive (→2), complete (→3) and cancel (→4) along the shared
 * machine, each with its button. The creating organisation takes any of them on its own tasks (in
 * its scopes); the publisher only completes a task sent to it. The write is conditional on the
 * status the machine allows from, so two people acting at once cannot both pass it.
 */
import type { FastifyInstance } from 'fastify';
import { publicationEndpoints as e } from '@shared/api/publicationEndpoints';
import { PUBLICATION_BUTTONS } from '@shared/domain/projectButtons';
import { PUBLICATION_MESSAGES as M, PUBLICATION_STATUS, publicationStatusMachine, type PublicationStatus } from '@shared/domain/publication';
import { sourcesOf, statusChangeSchema } from '@shared/domain/statusMachine';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import { timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { callInput } from '../../http/resource/rows';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { callTitle, recordEvent } from '../../logs/events';
import { findPublication, PUBLICATION_RESOURCE, publicationRows, toPublication } from './publication-rows';

const BUTTON_OF: Record<PublicationStatus, string | undefined> = {
  1: undefined,
  2: PUBLICATION_BUTTONS.archive,
  3: PUBLICATION_BUTTONS.complete,
  4: PUBLICATION_BUTTONS.cancel,
};

export function registerPublicationStatus(app: FastifyInstance, ctx: AppContext): void {
  const schema = statusChangeSchema(publicationStatusMachine);
  route(
    app,
    ctx,
    e.status,
    async (req) => {
      const caller = callerOf(req);
      const input = parseInput(schema, callInput(req, caller, M.notFound)) as { id: string; status: PublicationStatus };
      const row = await findPublication(ctx.db, caller, input.id);
      if (!row) throw new HttpError(400, M.notFound);
      const own = row.tenant_id === caller.tenantId;
      if (!own && input.status !== PUBLICATION_STATUS.completed) throw new HttpError(403, M.publisherCompletes);
      const button = BUTTON_OF[input.status];
      if (button) await requireButton(ctx.db, caller, button);
      const sources = sourcesOf(publicationStatusMachine, row, input.status);
      if (!sources.length || !sources.includes(Number(row.status) as PublicationStatus)) throw new HttpError(400, publicationStatusMachine.refused);
      const now = timestamp();
      const values: Record<string, unknown> = { status: input.status, update_time: now };
      // Completing records when it happened and, the spec giving no count of its own, that every copy asked for was made.
      if (input.status === PUBLICATION_STATUS.completed) Object.assign(values, { real_completion_time: now, published_num: Number(row.publishing_num) });
      const scope = publicationRows.scope(caller);
      let update = ctx.db.updateTable('archive_publication').set(values).where('id', '=', input.id).where('status', 'in', sources);
      // The publisher's write reaches only a task sent to it; the owner's only its own, inside its scopes.
      update = own ? update.where('tenant_id', '=', caller.tenantId) : update.where('team_tenant_id', '=', caller.tenantId);
      if (own && scope) update = update.where(scope);
      const written = Number((await update.executeTakeFirst()).numUpdatedRows ?? 0);
      if (written !== 1) throw (await findPublication(ctx.db, caller, input.id)) ? new HttpError(400, publicationStatusMachine.refused) : new HttpError(400, M.notFound);
      recordEvent(ctx.db, req, { type: 'status', title: callTitle(PUBLICATION_RESOURCE, e.status), targetIds: [input.id], detail: `status=${input.status}` });
      const after = await findPublication(ctx.db, caller, input.id);
      if (!after) throw new HttpError(400, M.notFound);
      return toPublication(after, caller.tenantId);
    },
    { message: MESSAGES.updated },
  );
}
