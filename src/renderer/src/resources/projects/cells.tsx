import type { Project, ProjectParty } from '@shared/domain/project';
import { useTranslation } from 'react-i18next';
import { useRegionName } from '../../api/useRegionName';
import { useDictionary } from '../../crud/dictionary';
import { useLooseT } from '../../crud/looseT';

/** Several dictionary keys (comma-joined phases or industries) as their labels, in the person's language. */
export function DictLabels(props: { code: string; keys: string }) {
  const { t } = useTranslation();
  const dict = useDictionary(props.code);
  const keys = props.keys.split(',').filter(Boolean);
  return <>{keys.length ? keys.map((k) => dict.label(k)).join(t('crud.listSeparator')) : '—'}</>;
}

/** Organisations by name, in the order picked. */
export function PartyNames(props: { parties: (ProjectParty | null)[] }) {
  const { t } = useTranslation();
  const names = props.parties.filter((p): p is ProjectParty => !!p).map((p) => p.deptName);
  return <>{names.length ? names.join(t('crud.listSeparator')) : '—'}</>;
}

export function RegionName(props: { code: string }) {
  return <>{useRegionName(props.code) || '—'}</>;
}

/** 直签 / 非直签. */
export function DirectSign(props: { project: Pick<Project, 'isDirectSign'> }) {
  const lt = useLooseT();
  return <>{lt(`resources.projects.directSign.${props.project.isDirectSign}`)}</>;
}
