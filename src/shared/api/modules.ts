/**
 * Server modules. Paths are `/api/<prefix><module>/...`; the prefix and each module's name can be
 * changed on both sides (a company running its own backend may name them differently).
 */
export const MODULES = ['auth', 'system', 'project', 'contract', 'resource', 'desk', 'log'] as const;
export type ModuleName = (typeof MODULES)[number];

export type ModuleNames = Record<ModuleName, string>;

export const DEFAULT_MODULE_PREFIX = 'cem-ops-';

/**
 * Reads module names from an environment-like map: `CEM_MODULE_PREFIX` changes every name,
 * `CEM_MODULE_<NAME>` (for example `CEM_MODULE_AUTH=blade-auth`) overrides one.
 */
export function moduleNamesFrom(env: Record<string, string | undefined>): ModuleNames {
  const prefix = env.CEM_MODULE_PREFIX ?? DEFAULT_MODULE_PREFIX;
  const names = {} as ModuleNames;
  for (const m of MODULES) {
    names[m] = env[`CEM_MODULE_${m.toUpperCase()}`] ?? `${prefix}${m}`;
  }
  return names;
}

export function apiPath(names: ModuleNames, module: ModuleName, path: string): string {
  return `/api/${names[module]}/${path.replace(/^\/+/, '')}`;
}
