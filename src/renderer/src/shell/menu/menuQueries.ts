import { endpoints } from '@shared/api/endpoints';
import type { ButtonNode } from '@shared/domain/menu';
import { buildMenu, permissionFlags, type MenuModel, type MenuNode, type MenuPage } from '@shared/domain/menuRules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { sessionStateQuery } from '../../api/sessionQueries';
import { useLanguage } from '../../i18n/useLanguage';

/** Keys of what the current organisation's menu gives; switching organisation clears them all. */
export const menuKeys = {
  all: ['menu'] as const,
  routes: () => [...menuKeys.all, 'routes'] as const,
  buttons: () => [...menuKeys.all, 'buttons'] as const,
};

export const menuRoutesQuery = () =>
  queryOptions({ queryKey: menuKeys.routes(), queryFn: () => callEndpoint(endpoints.menuRoutes, {}), staleTime: Infinity });

export const menuButtonsQuery = () =>
  queryOptions({ queryKey: menuKeys.buttons(), queryFn: () => callEndpoint(endpoints.menuButtons), staleTime: Infinity });

const EMPTY: MenuModel = { nodes: [], pages: [] };

/** The sidebar and route table of the signed-in person (spec 1 §2 and §6 rules applied). */
export function useMenuModel(): MenuModel {
  const user = useQuery(sessionStateQuery()).data?.user;
  const { data } = useQuery({ ...menuRoutesQuery(), enabled: !!user });
  return useMemo(() => (data && user ? buildMenu(data, { tenantId: user.tenantId, roleName: user.roleName }) : EMPTY), [data, user]);
}

/**
 * One permission flag from the server's button tree (spec 1 §6), for screens to show or hide a
 * button: `usePermission('contract_add')`.
 */
export function usePermission(code: string): boolean {
  const { data } = useQuery({ ...menuButtonsQuery(), select: permissionFlags });
  return data?.has(code) ?? false;
}

/**
 * A menu entry's name in the interface language: the server's own name in Chinese (an organisation
 * may rename its menus); a translation of known codes in English, the server's name otherwise.
 */
export function useMenuName(): (entry: Pick<MenuPage | MenuNode, 'code' | 'name'>) => string {
  const [language] = useLanguage();
  const { t } = useTranslation();
  return useCallback(
    (entry) => {
      if (language === 'zh') return entry.name;
      const key = `shell.menus.${entry.code}` as const;
      return t(key as 'shell.menus.desk', { defaultValue: entry.name });
    },
    [language, t],
  );
}

/** The buttons the person may use on one menu page (its leaves in the button tree), for screens to offer. */
export function usePageButtons(menuCode: string | undefined): ButtonNode[] {
  const { data } = useQuery(menuButtonsQuery());
  return useMemo(() => {
    if (!data || !menuCode) return [];
    const find = (nodes: ButtonNode[]): ButtonNode | undefined => {
      for (const node of nodes) {
        if (node.code === menuCode) return node;
        const inner = find(node.children);
        if (inner) return inner;
      }
      return undefined;
    };
    const flags = permissionFlags(data);
    return (find(data)?.children ?? []).filter((b) => flags.has(b.code));
  }, [data, menuCode]);
}
