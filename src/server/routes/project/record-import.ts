import type { FastifyInstance } from 'fastify';
import { importEndpoints } from '@shared/api/importEndpoints';
import { EXCEL_MESSAGES, importRowsSchema, type ImportReport } from '@shared/domain/excel';
import { EXCEL_ROW_MESSAGES, rowRuleMessagesOf, splitCell } from '@shared/domain/excelRows';
import { PROJECT_MESSAGES } from '@shared/domain/project';
import { RECORD_BUTTONS } from '@shared/domain/projectButtons';
import { PROJECT_RECORD_MESSAGES, recordAddSchema, type RecordAdd } from '@shared/domain/projectRecord';
import { RECORD_EXCEL_MESSAGES, RECORD_IMPORT_KEYS } from '@shared/domain/recordExcel';
import { REGION_ROOT } from '@shared/domain/region';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { timestamp } from '../../db/time';
import { importAllOrNothing, markRepeats } from '../../excel/allOrNothing';
import { dictionaryKeys, RegionNames } from '../../excel/regionNames';
import { requireButton } from '../../http/buttonGrants';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { addRecordWithin, requireRecordParties } from './records';

/** The caller's partners by organisation name (biz_attention): whether each fits the column is addRecordWithin's check. */
async function partnersByName(db: Executor, tenantId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('biz_attention')
    .innerJoin('tenant', 'tenant.tenant_id', 'biz_attention.target_tenant_id')
    .select(['tenant.name', 'tenant.tenant_id'])
    .where('biz_attention.tenant_id', '=', tenantId)
    .execute();
  return new Map(rows.map((r) => [r.name, r.tenant_id]));
}

/** The schema's key of each sheet column (the parties are named in the sheet, ids in the form). */
const SCHEMA_KEYS = RECORD_IMPORT_KEYS.map((k) => ({ ownerUnitName: 'ownerUnitDeptId', resProviderName: 'resProviderDeptId' })[k as string] ?? k);

/**
 * POST record/import (issue 18): filings of an .xlsx, each what 新增备案 makes. Dictionary values arrive
 * as keys (the core read the labels back), the region and the parties by name; recordAddSchema (the
 * form's and the route's) checks the row, then the dictionaries, a name twice in the file, and each row
 * is added as the form adds one (the name free in the organisation, the owner a yz partner, the
 * providers zy partners — refused with the route's words). One bad row and none is imported.
 */
export function registerRecordImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ctx, importEndpoints.recordImport, async (req): Promise<ImportReport> => {
    const caller = callerOf(req);
    await requireButton(ctx.db, caller, RECORD_BUTTONS.import);
    const { rows } = parseInput(importRowsSchema, req.body);
    const report = await importAllOrNothing(ctx.db, rows, async (trx, errors) => {
      const types = await dictionaryKeys(trx, 'xmlx');
      const industries = await dictionaryKeys(trx, 'xmhy');
      const partners = await partnersByName(trx, caller.tenantId);
      const regions = new RegionNames(trx);
      const checked: { row: number; value: RecordAdd }[] = [];
      for (const { row, values } of rows) {
        const own: string[] = [];
        const regionText = values.regionId?.trim() ?? '';
        const regionId = regionText ? await regions.codeOf(regionText) : '';
        if (regionId === null) own.push(EXCEL_ROW_MESSAGES.regionUnknown);
        const ownerName = values.ownerUnitName?.trim() ?? '';
        const owner = ownerName ? partners.get(ownerName) : '';
        const providers = splitCell(values.resProviderName).map((n) => partners.get(n));
        if (owner === undefined || providers.some((p) => !p)) own.push(PROJECT_MESSAGES.partyNotPartner);
        const input = {
          ...values,
          regionId: regionId ?? REGION_ROOT,
          ownerUnitDeptId: owner ?? '0',
          resProviderDeptId: providers.map((p) => p ?? '0').join(','),
        };
        const { row: value, messages } = rowRuleMessagesOf(recordAddSchema, SCHEMA_KEYS, input);
        if (value) {
          if (!types.has(value.type)) own.push(RECORD_EXCEL_MESSAGES.typeUnknown);
          const industryKeys = [value.mainIndustry, ...value.otherIndustry.split(',').filter(Boolean)];
          if (industryKeys.some((k) => !industries.has(k))) own.push(RECORD_EXCEL_MESSAGES.industryUnknown);
        }
        for (const m of [...messages, ...own]) errors.add(row, m);
        if (value && own.length === 0) checked.push({ row, value });
      }
      markRepeats(checked.map((c) => ({ row: c.row, value: c.value.name })), (n) => n, RECORD_EXCEL_MESSAGES.nameRepeated, errors);
      // What the add route refuses, asked before any write so a file with other bad rows names these too.
      const names = checked.map((c) => c.value.name);
      const taken = new Set(names.length ? (await trx.selectFrom('project_record').select('name').where('tenant_id', '=', caller.tenantId).where('name', 'in', names).execute()).map((r) => r.name) : []);
      for (const c of checked) {
        if (taken.has(c.value.name)) errors.add(c.row, PROJECT_RECORD_MESSAGES.nameExists);
        try {
          await requireRecordParties(trx, caller, c.value);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          errors.add(c.row, error.message);
        }
      }
      if (errors.any) return;
      const now = timestamp();
      for (const c of checked) {
        try {
          await addRecordWithin(trx, caller, c.value, newId(), now);
        } catch (error) {
          // A name the organisation already files, or a party of the wrong kind: this row's fault.
          if (!(error instanceof HttpError)) throw error;
          errors.add(c.row, error.message);
        }
      }
    });
    req.successMessage = report.errors.length ? EXCEL_MESSAGES.importRefused : EXCEL_MESSAGES.imported;
    return report;
  });
}
