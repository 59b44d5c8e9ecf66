import type { FastifyInstance } from 'fastify';
import { importEndpoints } from '@shared/api/importEndpoints';
import { CUSTOMER_BUTTONS, customerAddSchema, type CustomerSubmit } from '@shared/domain/customer';
import { CUSTOMER_EXCEL_MESSAGES, CUSTOMER_IMPORT_KEYS } from '@shared/domain/customerExcel';
import { EXCEL_MESSAGES, importRowsSchema, type ImportReport } from '@shared/domain/excel';
import { EXCEL_ROW_MESSAGES, rowRuleMessagesOf } from '@shared/domain/excelRows';
import { REGION_ROOT } from '@shared/domain/region';
import type { AppContext } from '../../context';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { importAllOrNothing, markRepeats } from '../../excel/allOrNothing';
import { RegionNames } from '../../excel/regionNames';
import { requireButton } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { insertTenantRow } from '../../repositories/tenant-rows';

/**
 * POST cust_attention/import (issue 18): the customers of an .xlsx the desktop core read. Each row is
 * what the add form sends, the region given by its names: checked with customerAddSchema (the add
 * route's), then a name twice in the file or already among the organisation's customers (an import is
 * often run again; the form, one record at a time, leaves that to the person). One bad row and none
 * is imported. New customers start at 0 with the caller as creator and their department, as the add
 * route makes them.
 */
export function registerCustomerImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, importEndpoints.customerImport, async (req): Promise<ImportReport> => {
    const caller = callerOf(req);
    await requireButton(ctx.db, caller, CUSTOMER_BUTTONS.import);
    const { rows } = parseInput(importRowsSchema, req.body);
    const report = await importAllOrNothing(ctx.db, rows, async (trx, errors) => {
      const regions = new RegionNames(trx);
      const checked: { row: number; value: CustomerSubmit }[] = [];
      for (const { row, values } of rows) {
        const text = values.areaCode?.trim() ?? '';
        const areaCode = text ? await regions.codeOf(text) : '';
        // A named but unknown region has its own words; the schema's region rule speaks of a blank cell,
        // so it checks the rest of the row with a stand-in code.
        const { row: value, messages } = rowRuleMessagesOf(customerAddSchema, CUSTOMER_IMPORT_KEYS, { ...values, areaCode: areaCode ?? REGION_ROOT });
        for (const m of messages) errors.add(row, m);
        if (areaCode === null) errors.add(row, EXCEL_ROW_MESSAGES.regionUnknown);
        else if (value) checked.push({ row, value });
      }
      markRepeats(checked.map((c) => ({ row: c.row, value: c.value.compName })), (n) => n, CUSTOMER_EXCEL_MESSAGES.compNameRepeated, errors);
      const names = checked.map((c) => c.value.compName);
      const taken = new Set(
        names.length ? (await trx.selectFrom('customer').select('comp_name').where('tenant_id', '=', caller.tenantId).where('comp_name', 'in', names).execute()).map((r) => r.comp_name) : [],
      );
      for (const c of checked) if (taken.has(c.value.compName)) errors.add(c.row, CUSTOMER_EXCEL_MESSAGES.compNameTaken);
      if (errors.any) return;
      const now = timestamp();
      for (const { value: v } of checked) {
        await insertTenantRow(trx, 'customer', caller.tenantId, {
          id: newId(),
          comp_name: v.compName,
          legal: v.legal,
          area_code: v.areaCode,
          contacts: v.contacts,
          phone: v.phone,
          wechat: v.wechat,
          qq: v.qq,
          email: v.email,
          remark: v.remark,
          status: 0,
          source: '',
          create_user: caller.userId,
          create_dept: caller.deptId,
          create_time: now,
          update_time: now,
        });
      }
    });
    req.successMessage = report.errors.length ? EXCEL_MESSAGES.importRefused : EXCEL_MESSAGES.imported;
    return report;
  });
}
