import { makeStyles } from '@fluentui/react-components';
import { useFormContext } from 'react-hook-form';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useCrudForm } from '../CrudForm';
import { useLooseT } from '../looseT';

export const useFieldStyles = makeStyles({
  wide: { gridColumn: '1 / -1' },
  row: { display: 'flex', gap: '8px', alignItems: 'center' },
  // A field beside one with a message keeps its box at the top instead of stretching down.
  top: { alignSelf: 'start' },
});

export interface BaseProps {
  name: string;
  required?: boolean;
  wide?: boolean;
  readOnly?: boolean;
}

/** resources.<resource>.fields.<name> of the form's resource. */
export function useLabel(name: string): string {
  const lt = useLooseT();
  const { resource } = useCrudForm();
  return lt(`resources.${resource}.fields.${name}`);
}

/** The field's message from the shared schema, in the person's language. */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const localise = useLocaliseMessage();
  const message = formState.errors[name]?.message;
  return typeof message === 'string' ? localise(message) : undefined;
}

/** What every field of a form starts from: the form's control, the field's label and message, the shared styles. */
export function useFieldBasics(name: string) {
  const { control } = useFormContext();
  const label = useLabel(name);
  const error = useFieldError(name);
  const styles = useFieldStyles();
  return { control, label, error, styles };
}
