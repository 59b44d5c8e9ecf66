import { Badge, Button, Caption1, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from '@fluentui/react-components';
import { reviewEndpoints } from '@shared/api/reviewEndpoints';
import { REVIEW_BUTTONS } from '@shared/domain/projectButtons';
import { MESSAGES } from '@shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../api/callEndpoint';
import { usePermissionCheck } from '../../crud/actions/permissions';
import { useLooseT } from '../../crud/looseT';
import { useLocaliseMessage } from '../../i18n/useLocaliseMessage';
import { useNotify } from '../../shell/toast';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0` },
});

/** The project's review plan: started or shut down, by whom and when, and the switch (its button code). */
export function PlanBar({ projectId }: { projectId: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const lt = useLooseT();
  const may = usePermissionCheck();
  const notify = useNotify();
  const localise = useLocaliseMessage();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const key = ['reviewFiles', 'plan', projectId];
  const plan = useQuery({ queryKey: key, queryFn: () => callEndpoint(reviewEndpoints.planDetail, { projectId }) });
  if (!plan.data) return null;
  const started = plan.data.status === 1;
  const run = async () => {
    setAsking(false);
    try {
      await callEndpoint(started ? reviewEndpoints.planShutdown : reviewEndpoints.planStartup, { projectId });
      notify('success', localise(MESSAGES.updated));
    } catch (e) {
      notify('error', localise((e as Error).message));
    }
    await queryClient.invalidateQueries({ queryKey: ['reviewFiles'] });
  };
  return (
    <div className={styles.bar} data-testid="review-plan">
      <Badge appearance="tint" color={started ? 'success' : 'danger'} data-testid="review-plan-status">
        {lt(`resources.reviewFiles.plan.${started ? 'started' : 'shutDown'}`)}
      </Badge>
      {plan.data.updateUserName && <Caption1>{lt('resources.reviewFiles.plan.by', { name: plan.data.updateUserName, time: plan.data.updateTime })}</Caption1>}
      {may(REVIEW_BUTTONS.plan) && (
        <Button size="small" onClick={() => setAsking(true)} data-testid="review-plan-switch">
          {lt(`resources.reviewFiles.plan.${started ? 'shutdown' : 'startup'}`)}
        </Button>
      )}
      <Dialog open={asking} modalType="alert" onOpenChange={(_, d) => !d.open && setAsking(false)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{lt(`resources.reviewFiles.plan.${started ? 'shutdown' : 'startup'}`)}</DialogTitle>
            <DialogContent>{lt(`resources.reviewFiles.plan.${started ? 'confirmShutdown' : 'confirmStartup'}`)}</DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={() => void run()} data-testid="review-plan-confirm">
                {t('crud.confirm')}
              </Button>
              <Button onClick={() => setAsking(false)}>{t('crud.cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
