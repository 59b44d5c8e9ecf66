import { useDictionary } from '../../crud/dictionary';

/** Several keys of a dictionary (comma-joined) as their labels, joined as the multiple select shows them. */
export function DictLabels({ code, value }: { code: string; value: string }) {
  const { label } = useDictionary(code);
  return <>{value.split(',').filter(Boolean).map(label).join(', ')}</>;
}
