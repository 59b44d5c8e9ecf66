import type { Publication } from '@shared/domain/publication';
import type { FieldFile } from '../../features/uploads/fields';

/** The drawer form's values: the schema's fields, with the names and phases the pickers keep beside them. */
export interface PublicationValues {
  projectId: string;
  projectName: string;
  projectPhaseKeys: string;
  teamId: string;
  teamName: string;
  phaseKey: string;
  name: string;
  type: string;
  attach: (FieldFile & { attachId?: string })[];
  publishingNum: string;
  completionTime: string;
  paperSize: string;
  paperType: string;
  remark: string;
  describe: string;
  /** Shown when viewing: where the task stands and when it was done. */
  status: string;
  realCompletionTime: string;
}

export function emptyValues(project: { id: string; name: string; phaseKeys: string }): PublicationValues {
  return {
    projectId: project.id,
    projectName: project.name,
    projectPhaseKeys: project.phaseKeys,
    teamId: '',
    teamName: '',
    phaseKey: '',
    name: '',
    type: '',
    attach: [],
    publishingNum: '',
    completionTime: '',
    paperSize: '',
    paperType: '',
    remark: '',
    describe: '',
    status: '',
    realCompletionTime: '',
  };
}

export function toValues(r: Publication): PublicationValues {
  return {
    projectId: r.projectId,
    projectName: r.projectName,
    projectPhaseKeys: r.projectPhaseKeys,
    teamId: r.teamId,
    teamName: r.teamName,
    phaseKey: r.phaseKey,
    name: r.name,
    type: r.type,
    attach: r.attach.map((a) => ({ key: a.attachId, name: a.name, size: a.size, link: a.link, attachId: a.attachId })),
    publishingNum: String(r.publishingNum),
    completionTime: r.completionTime,
    paperSize: r.paperSize,
    paperType: r.paperType,
    remark: r.remark,
    describe: r.describe,
    status: String(r.status),
    realCompletionTime: r.realCompletionTime,
  };
}
