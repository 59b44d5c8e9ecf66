import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { contractPlatformEndpoints } from '@shared/api/contractPlatformEndpoints';
import type { PlatformKind, PlatformOwnerFigures } from '@shared/domain/contractPlatform';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { callEndpoint } from '../../api/callEndpoint';
import { userInfoQuery } from '../../api/sessionQueries';
import type { FormMode } from '../../crud/types';
import { useCrudForm } from '../../crud/formContext';
import { useLooseT } from '../../crud/looseT';

const useStyles = makeStyles({
  grid: { gridColumn: '1 / -1', display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
});

/** The platform unit's figures: shown only to organisations that are not design companies (spec 2 §5: category not sj). */
const PLATFORM_FIGURES: (keyof PlatformOwnerFigures)[] = ['platformFee', 'exPlatformFee', 'platformContractAmount'];
const FIGURES: (keyof PlatformOwnerFigures)[] = ['yzCode', 'yz_currContractAmount', 'platformFee', 'sysFee', 'bizFee', 'projectCostFee', 'exPlatformFee', 'exProjectFee', 'platformContractAmount', 'projectContractAmount', 'basicContractAmount', 'previousTotal', 'availableAmount'];

/**
 * The chosen owner contract's figures, read-only (contract-platform/owner): its code, amount, fees,
 * the totals of each kind under it that are not voided and, for this kind, the previous total and
 * what this contract may still take. They go into the form's shown-only values (cap, previousTotal),
 * so the live totals (platformTotals) read them; the server recomputes everything it checks.
 */
export function OwnerFigures({ kind, mode }: { kind: PlatformKind; mode: FormMode }) {
  const lt = useLooseT();
  const styles = useStyles();
  const { record } = useCrudForm();
  const { control, setValue } = useFormContext();
  const ownerId = useWatch({ control, name: 'contractOwnerId' }) as string;
  const category = useQuery(userInfoQuery()).data?.orgCategory;
  const exclude = mode === 'add' ? undefined : (record as { id?: string } | undefined)?.id;
  const figures = useQuery({
    queryKey: ['platformContracts', 'owner', ownerId, kind, exclude ?? ''],
    queryFn: () => callEndpoint(contractPlatformEndpoints.owner, { contractOwnerId: ownerId, kind, ...(exclude ? { exclude } : {}) }),
    enabled: Boolean(ownerId),
  }).data;
  useEffect(() => {
    setValue('cap', figures?.cap ?? '');
    setValue('previousTotal', figures?.previousTotal ?? '');
  }, [figures, setValue]);
  if (!ownerId || !figures) return null;
  const shown = FIGURES.filter((f) => category !== 'sj' || !PLATFORM_FIGURES.includes(f));
  return (
    <div className={styles.grid} data-testid="platform-owner-figures">
      {shown.map((f) => (
        <Field key={f} label={lt(`resources.platformContracts.fields.${f}`)} size="small">
          <Input readOnly size="small" value={String(figures[f] ?? '')} data-testid={`owner-figure-${f}`} />
        </Field>
      ))}
    </div>
  );
}
