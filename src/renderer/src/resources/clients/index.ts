import { clientEndpoints } from '@shared/api/tenantEndpoints';
import { CLIENT_GRANT_TYPES, clientSchema, type CreatedOAuthClient, type OAuthClient } from '@shared/domain/oauthClient';
import { CLIENT_BUTTONS } from '@shared/domain/platformButtons';
import { looseT } from '../../crud/looseT';
import type { ResourceDescriptor } from '../../crud/types';
import { ClientFields } from './Fields';
import { showSecret } from './secretStore';
import { optionLabels } from '../../crud/columns';

export type ClientValues = { clientId: string; grantTypes: string; accessTokenValidity: string; refreshTokenValidity: string; remark: string };

const grantLabels = (grantTypes: string) =>
  grantTypes
    .split(',')
    .filter(Boolean)
    .map((g) => looseT(`resources.clients.grantTypes.${g}`))
    .join(', ');

/**
 * 客户端管理 (spec 3 §7 client): the OAuth clients the server accepts, their grant types and token
 * lifetimes. The secret is made by the server and shown once, right after adding (SecretDialog).
 */
export const clients: ResourceDescriptor<OAuthClient, ClientValues> = {
  name: 'clients',
  endpoints: { page: clientEndpoints.page, detail: clientEndpoints.detail },
  modes: {
    add: {
      endpoint: clientEndpoints.submit,
      schema: clientSchema,
      permission: CLIENT_BUTTONS.add,
      onSaved: (data) => {
        const created = data as CreatedOAuthClient;
        if (created?.clientSecret) showSecret({ clientId: created.clientId, clientSecret: created.clientSecret });
      },
    },
    edit: { endpoint: clientEndpoints.submit, schema: clientSchema, permission: CLIENT_BUTTONS.edit },
    view: {},
  },
  remove: { endpoint: clientEndpoints.remove, permission: CLIENT_BUTTONS.remove },
  columns: [
    { key: 'clientId', width: 140 },
    { key: 'grantTypes', exportAs: { options: CLIENT_GRANT_TYPES.map((g) => ({ value: g, label: `resources.clients.grantTypes.${g}` })), join: ', ' }, render: (r) => grantLabels(r.grantTypes) },
    { key: 'accessTokenValidity', width: 150 },
    { key: 'refreshTokenValidity', width: 160 },
    { key: 'isDefault', width: 110, exportAs: optionLabels({ 1: 'resources.clients.yes', 0: 'resources.clients.no' }), render: (r) => looseT(`resources.clients.${r.isDefault === 1 ? 'yes' : 'no'}`) },
  ],
  search: [{ name: 'clientId', kind: 'text' }],
  empty: { clientId: '', grantTypes: 'password,refresh_token', accessTokenValidity: '1800', refreshTokenValidity: '604800', remark: '' },
  toValues: (r) => ({ clientId: r.clientId, grantTypes: r.grantTypes, accessTokenValidity: String(r.accessTokenValidity), refreshTokenValidity: String(r.refreshTokenValidity), remark: r.remark }),
  Fields: ClientFields,
};
