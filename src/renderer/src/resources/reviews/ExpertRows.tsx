import { Button, Caption1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { reviewEndpoints } from '@shared/api/reviewEndpoints';
import type { ExpertChoice } from '@shared/domain/review';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ReferencePicker } from '../../crud/fields';
import { useLooseT } from '../../crud/looseT';
import { useCrudForm } from '../../crud/formContext';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';

const useStyles = makeStyles({
  wide: { gridColumn: '1 / -1' },
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'grid', gridTemplateColumns: '24px minmax(0, 1fr) minmax(0, 1fr) auto', alignItems: 'end', gap: tokens.spacingHorizontalM },
  index: { paddingBottom: '8px', color: tokens.colorNeutralForeground3 },
  org: { paddingBottom: '8px' },
});

/**
 * The experts of the project file upload form (spec 3 §5): rows, each with a certified expert picked
 * from user-base/expert-select, added and deleted by the person. The shared schema checks the rows
 * (请选择专家 with no row or no expert at all, 请删除没有选择专家的数据 for a row without one); its
 * message stands under the table. The framework's fields are single values, so the rows are a field
 * of their own here.
 */
export function ExpertRows({ name = 'experts' }: { name?: string }) {
  const styles = useStyles();
  const lt = useLooseT();
  const localise = useLocaliseMessage();
  const { resource } = useCrudForm();
  const { control, formState, setValue } = useFormContext();
  const rows = useFieldArray({ control, name });
  const error = formState.errors[name] as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return (
    <Field label={lt(`resources.${resource}.fields.experts`)} required validationMessage={message ? localise(message) : undefined} className={styles.wide} data-testid="review-experts">
      <div className={styles.rows}>
        {rows.fields.length === 0 && <Caption1>{lt('resources.reviewFiles.expertRows.empty')}</Caption1>}
        {rows.fields.map((row, i) => (
          <div key={row.id} className={styles.row} data-testid="review-expert-row">
            <span className={styles.index}>{i + 1}</span>
            <ReferencePicker<ExpertChoice, { realName?: string; current?: number; size?: number }>
              name={`${name}.${i}.expertUserId`}
              nameField={`${name}.${i}.expertName`}
              endpoint={reviewEndpoints.expertSelect}
              search="realName"
              value={(x) => x.id}
              label={(x) => x.realName}
              detail={(x) => x.orgName}
              onPick={(x) => setValue(`${name}.${i}.orgName`, x.orgName)}
              testId={`review-expert-${i}`}
              labelText={lt('resources.reviewFiles.expertRows.expert')}
            />
            <RowOrg name={`${name}.${i}.orgName`} className={styles.org} />
            <Button appearance="subtle" icon={<DeleteRegular />} aria-label={lt('resources.reviewFiles.expertRows.remove')} onClick={() => rows.remove(i)} data-testid={`review-expert-remove-${i}`} />
          </div>
        ))}
        <div>
          <Button icon={<AddRegular />} onClick={() => rows.append({ expertUserId: '', expertName: '', orgName: '' })} data-testid="review-expert-add">
            {lt('resources.reviewFiles.expertRows.add')}
          </Button>
        </div>
      </div>
    </Field>
  );
}

/** The picked expert's organisation, beside the picker. */
function RowOrg({ name, className }: { name: string; className: string }) {
  const org = useWatch({ name }) as string | undefined;
  return <Caption1 className={className}>{org ?? ''}</Caption1>;
}

/** The assign dialog's fields: more experts for a file. */
export function AssignFields() {
  return <ExpertRows />;
}
