import { Button, Caption1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { Endpoint } from '@shared/api/endpoints';
import type { Page } from '@shared/api/envelope';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useLabel } from './common';
import { ReferencePicker } from './ReferencePicker';

const useStyles = makeStyles({
  wide: { gridColumn: '1 / -1' },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'grid', gridTemplateColumns: '24px minmax(0, 1fr) auto', alignItems: 'end', gap: tokens.spacingHorizontalM },
  index: { paddingBottom: '8px', color: tokens.colorNeutralForeground3 },
});

export interface PickerRowsProps<Rec, P> {
  /** The array field ([{ projectId, projectName }]). */
  name: string;
  /** Each row's id field and the field keeping the picked record's label. */
  valueKey: string;
  labelKey: string;
  endpoint: Endpoint<P, Page<Rec>>;
  search?: keyof P & string;
  value: (record: Rec) => string;
  label: (record: Rec) => string;
  detail?: (record: Rec) => string;
  required?: boolean;
  readOnly?: boolean;
  /** data-testid prefix: `${testId}-row`, `${testId}-add`, `${testId}-remove-<i>`, pickers `${testId}-<i>-…`. */
  testId: string;
}

/**
 * A list of pickers (a contract's associated projects): rows added and deleted by the person, each a
 * ReferencePicker over the same endpoint. The shared schema checks the list as a whole (at least one
 * row, no row left empty) and its message stands under the rows.
 */
export function PickerRows<Rec, P extends { current?: number; size?: number }>(props: PickerRowsProps<Rec, P>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const localise = useLocaliseMessage();
  const label = useLabel(props.name);
  const { control, formState } = useFormContext();
  const rows = useFieldArray({ control, name: props.name });
  const error = formState.errors[props.name] as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return (
    <Field label={label} required={props.required} validationMessage={message ? localise(message) : undefined} className={styles.wide} data-testid={props.testId}>
      <div className={styles.rows}>
        {rows.fields.map((row, i) => (
          <div key={row.id} className={styles.row} data-testid={`${props.testId}-row`}>
            <span className={styles.index}>{i + 1}</span>
            <ReferencePicker<Rec, P>
              name={`${props.name}.${i}.${props.valueKey}`}
              nameField={`${props.name}.${i}.${props.labelKey}`}
              endpoint={props.endpoint}
              search={props.search}
              value={props.value}
              label={props.label}
              detail={props.detail}
              readOnly={props.readOnly}
              testId={`${props.testId}-${i}`}
              labelText={`${label} ${i + 1}`}
            />
            {!props.readOnly && <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('crud.fieldRows.remove')} onClick={() => rows.remove(i)} data-testid={`${props.testId}-remove-${i}`} />}
          </div>
        ))}
        {rows.fields.length === 0 && <Caption1>{t('crud.empty')}</Caption1>}
        {!props.readOnly && (
          <div>
            <Button icon={<AddRegular />} onClick={() => rows.append({ [props.valueKey]: '', [props.labelKey]: '' })} data-testid={`${props.testId}-add`}>
              {t('crud.fieldRows.add')}
            </Button>
          </div>
        )}
      </div>
    </Field>
  );
}
