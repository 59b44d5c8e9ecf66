/**
 * A small contract-like resource for the framework's component tests: no real screen has every
 * piece yet (a modify mode, a machine with a required field, a bulk action), so the tests declare
 * one here, exactly as a resource's index.ts would.
 */
import type { Endpoint } from '@shared/api/endpoints';
import type { Page } from '@shared/api/envelope';
import { modifySchema } from '@shared/domain/changeHistory';
import { defineStatusMachine } from '@shared/domain/statusMachine';
import { requiredText } from '@shared/domain/validation';
import type { i18n as I18n } from 'i18next';
import { createElement, Fragment } from 'react';
import { z } from 'zod';
import { TextField } from '../../../src/renderer/src/crud/fields';
import type { FieldsProps, ResourceDescriptor } from '../../../src/renderer/src/crud/types';

export interface Deal {
  id: string;
  code: string;
  partner: string;
  amount: string;
  status: number;
}
type DealValues = Omit<Deal, 'id' | 'status'>;

const call = <R = unknown>(method: 'GET' | 'POST', path: string) => ({ module: 'system', method, path }) as Endpoint<Record<string, unknown>, R>;

export const FIXTURE = 'deals';
export const FIXTURE_BUTTONS = { modify: 'deal_modify', archive: 'deal_archive', status: 'deal_status' } as const;

/** 0 draft → 1 signed (needs the contract code) or 2 void; 1 signed → 3 closed; 2 and 3 end. */
export const dealMachine = defineStatusMachine<0 | 1 | 2 | 3, Deal>({
  resource: FIXTURE,
  statuses: [0, 1, 2, 3],
  targets: (from) => ({ 0: [1, 2], 1: [3], 2: [], 3: [] } as const)[from],
  requires: { 1: { contractCode: requiredText('请填写合同编号') } },
  statusOf: (r) => r.status as 0 | 1 | 2 | 3,
  refused: '不允许的合同状态变更',
  required: '请选择合同状态',
});

const editSchema = z.object({ code: requiredText('请输入合同编号'), partner: requiredText('请输入合作单位'), amount: requiredText('请输入合同金额') });

function DealFields({ mode }: FieldsProps) {
  // The code is not changeable in modify: read-only there.
  return createElement(
    Fragment,
    null,
    createElement(TextField, { name: 'code', required: true, readOnly: mode === 'modify' }),
    createElement(TextField, { name: 'partner', required: true }),
    createElement(TextField, { name: 'amount', required: true }),
  );
}

function RemarkFields() {
  return createElement(TextField, { name: 'remark', required: true, multiline: true });
}

export const deals: ResourceDescriptor<Deal, DealValues> = {
  name: FIXTURE,
  endpoints: { page: call<Page<Deal>>('GET', 'deal/page'), detail: call<Deal>('GET', 'deal/detail') as Endpoint<{ id: string }, Deal> },
  modes: {
    add: { endpoint: call('POST', 'deal/save'), schema: editSchema },
    edit: { endpoint: call('POST', 'deal/update'), schema: editSchema },
    view: {},
    modify: {
      endpoint: call('POST', 'deal/modify'),
      schema: modifySchema(editSchema),
      changeable: ['partner', 'amount'],
      permission: FIXTURE_BUTTONS.modify,
      // Only a signed deal is modified.
      visible: (r) => r.status === 1,
    },
  },
  // A closed deal (status 3) stays: its remove button is not offered.
  remove: { endpoint: call('POST', 'deal/remove'), visible: (r) => r.status !== 3 },
  rowActions: [
    {
      kind: 'confirm',
      key: 'archive',
      label: 'resources.deals.actions.archive',
      permission: FIXTURE_BUTTONS.archive,
      visible: (r) => r.status === 3,
      endpoint: call('POST', 'deal/archive'),
      params: (records) => ({ id: records[0].id }),
    },
    {
      kind: 'form',
      key: 'note',
      label: 'resources.deals.actions.note',
      schema: z.object({ remark: requiredText('请输入备注') }),
      Fields: RemarkFields,
      initial: () => ({ remark: '' }),
      endpoint: call('POST', 'deal/note'),
      params: (values, records) => ({ id: records[0].id, remark: values.remark }),
    },
    { kind: 'status', key: 'status', label: 'resources.deals.actions.status', permission: FIXTURE_BUTTONS.status, machine: dealMachine, endpoint: call('POST', 'deal/change-status'), summary: ['code'] },
    { kind: 'navigate', key: 'details', label: 'resources.deals.actions.details', to: (r) => `/deal/details/${r.id}` },
  ],
  bulkActions: [
    {
      kind: 'confirm',
      key: 'close',
      label: 'resources.deals.actions.close',
      endpoint: call('POST', 'deal/close'),
      params: (records) => ({ ids: records.map((r) => r.id).join(',') }),
    },
  ],
  columns: [{ key: 'code' }, { key: 'partner' }, { key: 'amount' }],
  search: [],
  empty: { code: '', partner: '', amount: '' },
  toValues: (r) => ({ code: r.code, partner: r.partner, amount: r.amount }),
  Fields: DealFields,
};

/** The fixture's labels, as its own zh/en pair would give them. */
export function addFixtureLabels(i18n: I18n): void {
  i18n.addResourceBundle(
    'zh',
    'translation',
    {
      resources: {
        [FIXTURE]: {
          name: '合同',
          fields: { code: '合同编号', partner: '合作单位', amount: '合同金额', remark: '备注', contractCode: '签约编号' },
          statuses: { '0': '草稿', '1': '已签订', '2': '作废', '3': '已关闭' },
          actions: { archive: '归档', note: '备注', status: '变更状态', details: '详情', close: '批量关闭' },
        },
      },
    },
    true,
    true,
  );
}
