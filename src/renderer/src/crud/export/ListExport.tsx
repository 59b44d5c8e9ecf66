import { useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/useLanguage';
import { buildSheet } from '../actions/excel/buildSheet';
import { useLooseT } from '../looseT';
import type { ReadOnlyResourceDescriptor, ResourceDescriptor } from '../types';
import { columnSheet } from './columnSheet';
import { ExportButton } from './ExportButton';

/**
 * 导出 of any list (issue 18), unless the descriptor says `export: false`. A list whose `excel`
 * declares an export (users: the import's columns, behind a permission) writes that sheet; any other
 * list writes the columns it shows, by their kinds.
 */
export function ListExport<Rec extends { id: string }>(props: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  resource: ResourceDescriptor<Rec, any> | ReadOnlyResourceDescriptor<Rec>;
  filters: Record<string, unknown>;
  may: (code?: string) => boolean;
}) {
  const t = useLooseT();
  const [language] = useLanguage();
  const queryClient = useQueryClient();
  const { resource } = props;
  if (resource.export === false) return null;
  const declared = 'excel' in resource ? resource.excel : undefined;
  if (declared?.export && !props.may(declared.export.permission)) return null;
  const sheet = () =>
    declared?.export
      ? buildSheet(declared, resource.name, 'export', language, queryClient)
      : columnSheet(resource.columns, { resource: resource.name, title: t(`resources.${resource.name}.name`), language, t, queryClient });
  return <ExportButton sheet={sheet} page={resource.endpoints.page} filters={props.filters} />;
}
