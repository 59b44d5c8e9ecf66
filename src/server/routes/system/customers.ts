import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import {
  CUSTOMER_BUTTONS,
  CUSTOMER_MESSAGES,
  customerPageQuerySchema,
  customerStatusMachine,
  customerAddSchema,
  customerEditSchema,
  type Customer,
  type CustomerStatus,
} from '@shared/domain/customer';
import type { AppContext } from '../../context';
import type { CustomerTable } from '../../db/schema-customers';
import { creatorName, dayRange, equals, like, mine, prefix, registerResource } from '../../http/crud';
import { removeFollowRecordsOfCustomers } from '../../repositories/follow-records';

type CustomerRow = CustomerTable & { create_user_name: string | null; create_dept_name: string | null };

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    compName: row.comp_name,
    legal: row.legal,
    areaCode: row.area_code,
    contacts: row.contacts,
    phone: row.phone,
    wechat: row.wechat,
    qq: row.qq,
    email: row.email,
    remark: row.remark,
    status: row.status as CustomerStatus,
    source: row.source,
    createUser: row.create_user,
    createUserName: row.create_user_name ?? '',
    createDept: row.create_dept,
    createDeptName: row.create_dept_name ?? '',
    createTime: row.create_time,
  };
}

const hasId = (body: unknown) => typeof body === 'object' && body !== null && 'id' in body && (body as { id: unknown }).id !== undefined && (body as { id: unknown }).id !== '';

/** Customers of the caller's organisation (cust_attention/*, spec 1 §5, §7), on the resource builder. */
export function registerCustomerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const columns = (input: { compName: string; legal: string; areaCode: string; contacts: string; phone: string; wechat: string; qq: string; email: string; remark: string }) => ({
    comp_name: input.compName,
    legal: input.legal,
    area_code: input.areaCode,
    contacts: input.contacts,
    phone: input.phone,
    wechat: input.wechat,
    qq: input.qq,
    email: input.email,
    remark: input.remark,
  });

  registerResource(app, ctx, {
    table: 'customer',
    endpoints: { page: endpoints.customerPage, detail: endpoints.customerDetail, submit: endpoints.customerSubmit, remove: endpoints.customerRemove },
    schemas: { page: customerPageQuerySchema, submit: (body) => (hasId(body) ? customerEditSchema : customerAddSchema) },
    notFound: CUSTOMER_MESSAGES.notFound,
    creator: true,
    columns: { createDept: true, updateTime: true },
    buttons: CUSTOMER_BUTTONS,
    removeDependents: removeFollowRecordsOfCustomers,
    toRecord: toCustomer,
    // New records start at 0 (spec 1 §4); the status changes only through change-status.
    toInsert: (input) => ({ ...columns(input), status: 0, source: '' }),
    toUpdate: (input) => columns(input),
    filters: {
      mine: mine('create_user'),
      compName: like('comp_name'),
      createUserName: creatorName('create_user'),
      status: equals('status'),
      province: prefix('area_code'),
      createTime: dayRange('create_time'),
    },
    sort: { columns: { createTime: 'create_time', compName: 'comp_name', status: 'status' }, default: [['create_time', 'desc']] },
    // 不允许的合作状态变更 unless the row is still in a status the machine lets move to the target.
    statusChanges: [{ endpoint: endpoints.customerChangeStatus, machine: customerStatusMachine, button: CUSTOMER_BUTTONS.status }],
  });
}
