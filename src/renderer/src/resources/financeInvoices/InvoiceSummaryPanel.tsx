import { invoiceSummaryEndpoints } from '@shared/api/financeInvoiceEndpoints';
import { INVOICE_SUMMARY_FIELDS, type InvoiceSummary } from '@shared/domain/invoiceSummary';
import { formatYuan } from '@shared/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';

const RATES = new Set<string>(['invoiceRate', 'invoiceArrivedRate', 'invoiceUnArrivedRate']);

/**
 * A contract's invoice summary (spec 2 §3): amount, invoiced and its rate, arrived against invoices
 * and its rate, not arrived and its rate, not invoiced — read from the server's one formula. Its query
 * key starts with the invoices' resource name, so saving an invoice refreshes it.
 */
export function InvoiceSummaryPanel({ kind, id }: { kind: 'owner' | 'platform'; id: string }) {
  const { t } = useTranslation();
  const resource = kind === 'owner' ? 'ownerInvoices' : 'platformInvoices';
  const summary = useQuery({ queryKey: [resource, 'summary', id], queryFn: () => callEndpoint(invoiceSummaryEndpoints[kind], { id }) }).data;
  return (
    <dl data-testid={`invoice-summary-${kind}`} style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', columnGap: 16, rowGap: 8, margin: '8px 0 12px' }}>
      {INVOICE_SUMMARY_FIELDS.map((key) => (
        <div key={key}>
          <dt style={{ color: 'var(--colorNeutralForeground3)', fontSize: 12 }}>{t(`resources.${resource}.fields.${key}`)}</dt>
          <dd style={{ margin: 0 }} data-testid={`invoice-summary-${key}`}>
            {summary ? (RATES.has(key) ? `${summary[key as keyof InvoiceSummary]} %` : formatYuan(summary[key as keyof InvoiceSummary])) : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
