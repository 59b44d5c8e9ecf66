/** Placeholder until H3's detail page lands: replaced whole by the production contract's DetailPage. */
export default function ProductionContractDetailPage() {
  return null;
}
