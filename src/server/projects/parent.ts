/**
 * Everything recorded about one project (teams, phases, materials, outcomes, publications,
 * reviews) is a row of the project's organisation under its project: the builder's parent
 * declaration, so a child is reached only through a project the caller may reach.
 */
import { PROJECT_MESSAGES } from '@shared/domain/project';
import type { Executor } from '../db/database';
import type { ParentDeclaration } from '../http/resource/types';
import type { Caller } from '../http/caller';
import { HttpError } from '../http/errors';
import { dataScopeOf } from '../http/scopes';
import { findTenantRow } from '../repositories/tenant-rows';
import type { ProjectTable } from '../db/schema-projects';

export const PROJECT_PARENT: ParentDeclaration = {
  table: 'project',
  name: 'project',
  column: 'project_id',
  field: 'projectId',
  notFound: PROJECT_MESSAGES.notFound,
};

/** The project, if it is a row of the caller's organisation inside their data scope; else 400 项目不存在或已删除. */
export async function requireProject(db: Executor, caller: Caller, projectId: unknown): Promise<ProjectTable> {
  const id = typeof projectId === 'string' ? projectId : String(projectId ?? '');
  const row = /^\d{1,32}$/.test(id) ? await findTenantRow<ProjectTable>(db, 'project', caller.tenantId, id, { scope: dataScopeOf(caller, 'project', 'project') }) : undefined;
  if (!row) throw new HttpError(400, PROJECT_MESSAGES.notFound);
  return row;
}
