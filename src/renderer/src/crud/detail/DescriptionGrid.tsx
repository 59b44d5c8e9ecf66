import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLooseT } from '../looseT';
import type { Column } from '../types';
import { fieldOf } from './fieldValue';
import type { DetailField } from './types';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    margin: 0,
    padding: tokens.spacingHorizontalL,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  wide: { gridColumn: '1 / -1' },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

/** The record's fields as label and value (a description list), labelled from the resource's i18n. */
export function DescriptionGrid<Rec>(props: { resource: string; columns: Column<Rec>[]; fields: DetailField<Rec>[]; record: Rec }) {
  const styles = useStyles();
  const lt = useLooseT();
  return (
    <dl className={styles.grid}>
      {props.fields.map((f) => {
        const field = fieldOf(f, props.columns);
        return (
          <div key={field.key} className={mergeClasses(styles.item, field.wide && styles.wide)}>
            <dt className={styles.label}>{lt(`resources.${props.resource}.fields.${field.key}`)}</dt>
            <dd className={styles.value} data-testid={`detail-${field.key}`}>
              {field.show(props.record)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
