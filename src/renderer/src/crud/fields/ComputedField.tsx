import { Field, Input } from '@fluentui/react-components';
import type { Formula } from '@shared/domain/formula';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormula } from '../../forms/useFormula';
import { useFieldBasics, type BaseProps } from './common';

/** Runs the formula without drawing anything (one per form when several fields show its results). */
function RunFormula({ formula }: { formula: Formula }) {
  useFormula(formula);
  return null;
}

/**
 * A field the form computes: shown read-only from the form's value, which `formula` (a shared
 * formula, see useFormula) keeps up to date as the person types. Until every operand is a number the
 * formula gives '' and the box shows its placeholder (自动计算), never NaN or a wrong 0.00.
 */
export function ComputedField(props: Omit<BaseProps, 'readOnly' | 'required'> & { formula?: Formula; suffix?: 'yuan' | 'percent' }) {
  const { t } = useTranslation();
  const { control, label, error, styles } = useFieldBasics(props.name);
  const value: unknown = useWatch({ control, name: props.name });
  return (
    <Field label={label} validationMessage={error} className={props.wide ? styles.wide : undefined}>
      {props.formula && <RunFormula formula={props.formula} />}
      <Input
        readOnly
        aria-readonly
        name={props.name}
        data-testid={`computed-${props.name}`}
        placeholder={t('crud.formula.placeholder')}
        value={value === undefined || value === null ? '' : String(value)}
        contentAfter={props.suffix ? t(`fields.${props.suffix}`) : undefined}
      />
    </Field>
  );
}
