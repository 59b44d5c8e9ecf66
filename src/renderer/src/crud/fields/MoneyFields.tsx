import { Field, Input } from '@fluentui/react-components';
import { normaliseMoneyInput } from '@shared/domain/fields';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldBasics, type BaseProps } from './common';

/**
 * A decimal typed as text (the schema — moneyText or percentText — checks it with 请填写正确的数字);
 * on blur a valid entry becomes two decimals through decimal.js, so the value never meets a float.
 */
function DecimalField(props: BaseProps & { suffix: string; testId: string }) {
  const { control, label, error, styles } = useFieldBasics(props.name);
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <Field label={label} required={props.required} validationMessage={error} className={props.wide ? styles.wide : undefined}>
          <Input
            name={field.name}
            ref={field.ref}
            inputMode="decimal"
            data-testid={`${props.testId}-${props.name}`}
            value={field.value === undefined || field.value === null ? '' : String(field.value)}
            disabled={field.disabled}
            readOnly={props.readOnly}
            contentAfter={props.suffix}
            onChange={(_, d) => field.onChange(d.value)}
            onBlur={() => {
              const raw = field.value === undefined || field.value === null ? '' : String(field.value);
              const normalised = normaliseMoneyInput(raw);
              if (normalised !== raw) field.onChange(normalised);
              field.onBlur();
            }}
          />
        </Field>
      )}
    />
  );
}

/** Money in yuan: non-negative, at most two decimals, shown as 0.00 once left. */
export function MoneyField(props: BaseProps) {
  const { t } = useTranslation();
  return <DecimalField {...props} suffix={t('fields.yuan')} testId="money" />;
}

/** A percentage 0–100 with at most two decimals (percentText). */
export function PercentField(props: BaseProps) {
  const { t } = useTranslation();
  return <DecimalField {...props} suffix={t('fields.percent')} testId="percent" />;
}
