import { permissionFlags } from '@shared/domain/menuRules';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { menuButtonsQuery } from '../../shell/menu/menuQueries';

/**
 * One check for every button a descriptor declares (modes, row and bulk actions): a declared
 * permission code must be in the server's button tree (menu/buttons); no code means allowed.
 */
export function usePermissionCheck(): (code?: string) => boolean {
  const { data } = useQuery({ ...menuButtonsQuery(), select: permissionFlags });
  return useCallback((code?: string) => !code || (data?.has(code) ?? false), [data]);
}
