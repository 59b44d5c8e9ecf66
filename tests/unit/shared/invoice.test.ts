import { describe, expect, it } from 'vitest';
import {
  INVOICE_MESSAGES,
  invoiceSupplementSchema,
  invoiceTaxes,
  invoiceTaxFormula,
  ownerInvoiceSchema,
  ownerMaxAvailable,
  platformInvoiceSchema,
  platformMaxAvailable,
  rateFromRemark,
} from '@shared/domain/invoice';
import { invoiceSummary } from '@shared/domain/invoiceSummary';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? '' : r.error!.issues[0].message);

describe('invoice formulas', () => {
  it('takes the rate from the fplx remark × 100 with two decimals', () => {
    expect(rateFromRemark('0.06')).toBe('6.00');
    expect(rateFromRemark('0.0125')).toBe('1.25');
    expect(rateFromRemark('0.00005')).toBe('0.01');
    expect(rateFromRemark('')).toBe('');
    expect(rateFromRemark('abc')).toBe('');
  });

  it('rounds taxes half up to whole yuan', () => {
    expect(invoiceTaxes('50', '1.00')).toBe('1.00'); // 0.50 → 1
    expect(invoiceTaxes('49.99', '1.00')).toBe('0.00'); // 0.4999 → 0
    expect(invoiceTaxes('1008.33', '6.00')).toBe('60.00'); // 60.4998
    expect(invoiceTaxes('1025', '6.00')).toBe('62.00'); // 61.50 → 62
    expect(invoiceTaxes('9999999999.99', '9.00')).toBe('900000000.00'); // 899 999 999.9991
  });

  it('runs live from the type and the amount, blank until both are known', () => {
    const f = invoiceTaxFormula((t) => ({ '1': '0.06', '7': '0.01' })[t]);
    expect(f({ type: '1', currInvoiceAmount: '1025' })).toEqual({ taxRate: '6.00', taxes: '62.00' });
    expect(f({ type: '7', currInvoiceAmount: '' })).toEqual({ taxRate: '1.00', taxes: '' });
    expect(f({ type: '', currInvoiceAmount: '100' })).toEqual({ taxRate: '', taxes: '' });
  });

  it('lets an owner invoice be as large as what is not invoiced, never below 0', () => {
    expect(ownerMaxAvailable('12000000', '4000000.01')).toBe('7999999.99');
    expect(ownerMaxAvailable('100', '150')).toBe('0.00');
    expect(ownerMaxAvailable('9999999999.99', '0')).toBe('9999999999.99');
  });

  it('lets a platform invoice follow the owner contract arrived share', () => {
    expect(platformMaxAvailable({ platformAmount: '1000000', invoiced: '0', ownerAmount: '12000000', ownerArrived: '3000000' })).toBe('250000.00');
    expect(platformMaxAvailable({ platformAmount: '1000000', invoiced: '200000', ownerAmount: '12000000', ownerArrived: '3000000' })).toBe('50000.00');
    expect(platformMaxAvailable({ platformAmount: '1000000', invoiced: '300000', ownerAmount: '12000000', ownerArrived: '3000000' })).toBe('0.00');
    // More arrived than the owner amount (never expected) still caps at the platform amount.
    expect(platformMaxAvailable({ platformAmount: '1000000', invoiced: '0', ownerAmount: '100', ownerArrived: '200' })).toBe('1000000.00');
    expect(platformMaxAvailable({ platformAmount: '1000000', invoiced: '0', ownerAmount: '0', ownerArrived: '0' })).toBe('0.00');
  });
});

describe('invoice summary', () => {
  it('computes amounts and rates with two decimals', () => {
    expect(invoiceSummary({ contractAmount: '12000000', invoiceAmount: '3000000', arrivedAmount: '1000000', invoiceArrivedAmount: '1000000' })).toEqual({
      contractAmount: '12000000.00',
      arrivedAmount: '1000000.00',
      unArrivedAmount: '11000000.00',
      invoiceAmount: '3000000.00',
      invoiceRate: '25.00',
      invoiceArrivedAmount: '1000000.00',
      invoiceArrivedRate: '33.33',
      invoiceUnArrivedAmount: '2000000.00',
      invoiceUnArrivedRate: '66.67',
      unInvoiceAmount: '9000000.00',
    });
  });

  it('gives 0.00 rates on a zero contract amount and nothing invoiced', () => {
    const s = invoiceSummary({ contractAmount: '0', invoiceAmount: '0', arrivedAmount: '0', invoiceArrivedAmount: '0' });
    expect([s.invoiceRate, s.invoiceArrivedRate, s.invoiceUnArrivedRate, s.unInvoiceAmount]).toEqual(['0.00', '0.00', '0.00', '0.00']);
  });
});

describe('invoice schemas', () => {
  const valid = { contractOwnerId: '1', name: '第一期发票', currInvoiceAmount: '100.00', invoiceDate: '2026-11-20 00:00:00' };

  it('says each form its own amount wording', () => {
    expect(firstMessage(ownerInvoiceSchema.safeParse({ ...valid, currInvoiceAmount: '0' }))).toBe(INVOICE_MESSAGES.amountOwner);
    expect(firstMessage(platformInvoiceSchema.safeParse({ ...valid, contractPlatformId: '1', currInvoiceAmount: '0' }))).toBe(INVOICE_MESSAGES.amountPlatform);
    expect(firstMessage(ownerInvoiceSchema.safeParse({ ...valid, currInvoiceAmount: '10000000000.00' }))).toBe(INVOICE_MESSAGES.amountOwner);
    expect(ownerInvoiceSchema.safeParse({ ...valid, currInvoiceAmount: '9999999999.99' }).success).toBe(true);
    expect(firstMessage(ownerInvoiceSchema.safeParse({ ...valid, currInvoiceAmount: '1.234' }))).toBe('请填写正确的数字');
  });

  it('requires the invoice date, and type and content on direct projects only', () => {
    expect(firstMessage(ownerInvoiceSchema.safeParse({ ...valid, invoiceDate: '' }))).toBe('请选择');
    expect(ownerInvoiceSchema.safeParse({ ...valid, isDirect: 0 }).success).toBe(true);
    const direct = ownerInvoiceSchema.safeParse({ ...valid, isDirect: 1 });
    expect(direct.success ? [] : direct.error.issues.map((i) => i.path[0])).toEqual(['type', 'content']);
    expect(ownerInvoiceSchema.safeParse({ ...valid, isDirect: 1, type: '1', content: '1' }).success).toBe(true);
    expect(firstMessage(ownerInvoiceSchema.safeParse({ ...valid, remark: 'x'.repeat(201) }))).not.toBe('');
  });

  it('takes invoice numbers separated by Chinese commas, at most 500, and a required attachment', () => {
    const attach = [{ attachId: '5' }];
    expect(invoiceSupplementSchema.safeParse({ id: '1', nums: '00123，00124', attach }).success).toBe(true);
    expect(firstMessage(invoiceSupplementSchema.safeParse({ id: '1', nums: '00123,00124', attach }))).toBe(INVOICE_MESSAGES.nums);
    expect(firstMessage(invoiceSupplementSchema.safeParse({ id: '1', nums: '00123，', attach }))).toBe(INVOICE_MESSAGES.nums);
    expect(firstMessage(invoiceSupplementSchema.safeParse({ id: '1', nums: '1'.repeat(501), attach }))).toBe(INVOICE_MESSAGES.nums);
    expect(firstMessage(invoiceSupplementSchema.safeParse({ id: '1', nums: '', attach }))).toBe(INVOICE_MESSAGES.nums);
    expect(firstMessage(invoiceSupplementSchema.safeParse({ id: '1', nums: '001', attach: [] }))).toBe('请选择附件');
  });
});
