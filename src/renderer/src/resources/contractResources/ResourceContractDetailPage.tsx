/** Placeholder until H4's detail page lands: replaced whole by the resource contract's DetailPage. */
export default function ResourceContractDetailPage() {
  return null;
}
