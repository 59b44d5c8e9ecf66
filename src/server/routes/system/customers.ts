import type { FastifyInstance } from 'fastify';
import { endpoints } from '@shared/api/endpoints';
import {
  CUSTOMER_BUTTONS,
  CUSTOMER_MESSAGES,
  canChangeStatus,
  customerPageQuerySchema,
  customerStatusSchema,
  customerAddSchema,
  customerEditSchema,
  type Customer,
  type CustomerStatus,
} from '@shared/domain/customer';
import { dayRange } from '@shared/domain/fields';
import { MESSAGES } from '@shared/messages';
import type { AppContext } from '../../context';
import type { CustomerTable } from '../../db/schema-customers';
import { timestamp } from '../../db/time';
import { requireButton } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { registerCrudRoutes } from '../../http/crud';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { removeFollowRecordsOfCustomers } from '../../repositories/follow-records';
import { findTenantRow, updateTenantRow } from '../../repositories/tenant-rows';

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

/** Customers of the caller's organisation (cust_attention/*, spec 1 §5, §7). */
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

  registerCrudRoutes(app, ctx, {
    table: 'customer',
    endpoints: { page: endpoints.customerPage, detail: endpoints.customerDetail, submit: endpoints.customerSubmit, remove: endpoints.customerRemove },
    pageQuery: customerPageQuerySchema,
    submitSchema: (body) => (hasId(body) ? customerEditSchema : customerAddSchema),
    notFound: CUSTOMER_MESSAGES.notFound,
    creator: true,
    columns: { createDept: true, updateTime: true },
    buttons: CUSTOMER_BUTTONS,
    removeDependents: removeFollowRecordsOfCustomers,
    toRecord: toCustomer,
    // New records start at 0 (spec 1 §4); the status changes only through change-status.
    toInsert: (input) => ({ ...columns(input), status: 0, source: '' }),
    toUpdate: (input) => columns(input),
    filter: (query, q, caller) => {
      let next = query;
      if (q.mine === 1) next = next.where('customer.create_user', '=', caller.userId);
      if (q.compName) next = next.where('customer.comp_name', 'like', `%${q.compName}%`);
      if (q.createUserName) next = next.where('customer.create_user', 'in', ctx.db.selectFrom('app_user').select('id').where('real_name', 'like', `%${q.createUserName}%`));
      if (q.status !== undefined) next = next.where('customer.status', '=', q.status);
      if (q.province) next = next.where('customer.area_code', 'like', `${q.province}%`);
      const range = dayRange(q.createTimeFrom, q.createTimeTo);
      if (range.from) next = next.where('customer.create_time', '>=', range.from);
      if (range.to) next = next.where('customer.create_time', '<=', range.to);
      return next;
    },
  });

  route(
    app,
    ctx,
    endpoints.customerChangeStatus,
    async (req) => {
      const caller = callerOf(req);
      const { id, status } = parseInput(customerStatusSchema, req.body);
      await requireButton(ctx.db, caller, CUSTOMER_BUTTONS.status);
      const row = await findTenantRow<CustomerRow>(ctx.db, 'customer', caller.tenantId, id, { creator: true });
      if (!row) throw new HttpError(400, CUSTOMER_MESSAGES.notFound);
      if (!canChangeStatus(row.status as CustomerStatus, status as CustomerStatus)) throw new HttpError(400, CUSTOMER_MESSAGES.transition);
      await updateTenantRow(ctx.db, 'customer', caller.tenantId, id, { status, update_time: timestamp() });
      return toCustomer((await findTenantRow<CustomerRow>(ctx.db, 'customer', caller.tenantId, id, { creator: true }))!);
    },
    { message: MESSAGES.updated },
  );
}
