import { registrationEndpoints } from '@shared/api/registrationEndpoints';
import {
  ENTERPRISE_REGISTRATION_MESSAGES,
  registrationRefuseSchema,
  type RegistrationRecord,
} from '@shared/domain/enterpriseRegistration';
import { REGISTRATION_BUTTONS } from '@shared/domain/organisationButtons';
import { dictColumn } from '../../crud/dictionary';
import type { ResourceDescriptor } from '../../crud/types';
import { RefuseFields, RegistrationFields } from './Fields';
import { kindOptions, statusOptions } from './options';
import { dateColumn, labelColumn } from '../../crud/columns';

export type RegistrationValues = Record<'kind' | 'status' | 'name' | 'orgCategory' | 'legal' | 'provinceCodes' | 'contacts' | 'phone' | 'remark' | 'account' | 'tenantId' | 'refuseReason' | 'reviewTime' | 'createTime', string>;

const pending = (r: RegistrationRecord) => r.status === 'pending';
const only = (records: RegistrationRecord[]) => ({ id: records[0].id });

/**
 * The operator's approval list (/organization/registration, spec 3 §2): enterprise registrations and
 * third-party account applications; a pending one is approved (confirm) or refused with a reason.
 */
export const registrations: ResourceDescriptor<RegistrationRecord, RegistrationValues> = {
  name: 'registrations',
  endpoints: { page: registrationEndpoints.page, detail: registrationEndpoints.detail },
  modes: { view: {} },
  rowActions: [
    {
      kind: 'confirm',
      key: 'approve',
      label: 'resources.registrations.actions.approve',
      message: 'resources.registrations.actions.approveConfirm',
      permission: REGISTRATION_BUTTONS.approve,
      visible: pending,
      endpoint: registrationEndpoints.approve,
      params: only,
      success: ENTERPRISE_REGISTRATION_MESSAGES.approved,
    },
    {
      kind: 'form',
      key: 'refuse',
      label: 'resources.registrations.actions.refuse',
      permission: REGISTRATION_BUTTONS.refuse,
      visible: pending,
      schema: registrationRefuseSchema.pick({ refuseReason: true }),
      Fields: RefuseFields,
      initial: () => ({ refuseReason: '' }),
      endpoint: registrationEndpoints.refuse,
      params: (values, records) => ({ ...only(records), refuseReason: values.refuseReason }),
      success: ENTERPRISE_REGISTRATION_MESSAGES.refused,
    },
  ],
  columns: [
    labelColumn('kind', 'resources.registrations.kinds', ['enterprise', 'guest'], { width: 96 }),
    { key: 'name' },
    dictColumn('orgCategory', 'org_category', { width: 100 }),
    { key: 'account', width: 110 },
    labelColumn('status', 'resources.registrations.statuses', ['pending', 'approved', 'refused'], { width: 84 }),
    dateColumn('createTime', { width: 160 }),
  ],
  search: [
    { name: 'name', kind: 'text' },
    {
      name: 'kind',
      kind: 'select',
      get options() {
        return kindOptions();
      },
    },
    {
      name: 'status',
      kind: 'select',
      get options() {
        return statusOptions();
      },
    },
  ],
  empty: { kind: '', status: '', name: '', orgCategory: '', legal: '', provinceCodes: '', contacts: '', phone: '', remark: '', account: '', tenantId: '', refuseReason: '', reviewTime: '', createTime: '' },
  toValues: (r) => ({
    kind: r.kind,
    status: r.status,
    name: r.name,
    orgCategory: r.orgCategory,
    legal: r.legal,
    provinceCodes: r.provinceCodes,
    contacts: r.contacts,
    phone: r.phone,
    remark: r.remark,
    account: r.account,
    tenantId: r.tenantId,
    refuseReason: r.refuseReason,
    reviewTime: r.reviewTime,
    createTime: r.createTime,
  }),
  Fields: RegistrationFields,
};
