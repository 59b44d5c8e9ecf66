import { financeTenderEndpoints, type TenderListQuery } from '@shared/api/financeTenderEndpoints';
import type { Tender } from '@shared/domain/financeTender';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ReferencePicker } from '../../crud/fields';

/**
 * A tender of the caller's organisation, searched by name (newest first; purchasing code beside the
 * name): the one tender lookup of the app, over the tender list (contract/bid-preparation/list), so it
 * offers what the tender screen lists. `onPick` copies what a form takes from the tender.
 */
export function TenderPicker(props: {
  name: string;
  nameField?: string;
  required?: boolean;
  readOnly?: boolean;
  wide?: boolean;
  testId: string;
  onPick?: (tender: Tender, form: UseFormReturn<FieldValues>) => void;
}) {
  return (
    <ReferencePicker<Tender, TenderListQuery>
      name={props.name}
      nameField={props.nameField}
      required={props.required}
      readOnly={props.readOnly}
      wide={props.wide}
      testId={props.testId}
      endpoint={financeTenderEndpoints.page}
      search="name"
      value={(t) => t.id}
      label={(t) => t.name}
      detail={(t) => t.purchasingCode}
      onPick={props.onPick}
    />
  );
}
