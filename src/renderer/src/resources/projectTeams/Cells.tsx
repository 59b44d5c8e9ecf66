import { useLooseT } from '../../crud/looseT';

/** A coded value's label (resources.<resource>.<group>.<value>) in the person's language, following a switch. */
export function CodedLabel(props: { resource: string; group: string; value: unknown }) {
  const lt = useLooseT();
  return <>{lt(`resources.${props.resource}.${props.group}.${String(props.value)}`)}</>;
}
