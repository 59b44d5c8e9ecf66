import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { Tender } from '@shared/domain/financeTender';
import { formatYuan } from '@shared/domain/money';
import { useCrudForm } from '../../crud/formContext';
import { useLooseT } from '../../crud/looseT';
import { AttachmentNames } from '../projectArchives/attachments';

const useStyles = makeStyles({
  box: { gridColumn: '1 / -1', borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'max-content 1fr max-content 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, marginTop: tokens.spacingVerticalS },
  label: { color: tokens.colorNeutralForeground3 },
});

/** The tender's feedback, read-only, under the tender in its view (the detail of spec 2 §2). */
export function FeedbackSummary() {
  const { record } = useCrudForm();
  const lt = useLooseT();
  const styles = useStyles();
  const f = (record as Tender | undefined)?.feedback;
  const label = (k: string) => lt(`resources.financeTenders.fields.${k}`);
  const rows: [string, React.ReactNode][] = f
    ? [
        ['statusTender', lt(`resources.financeTenders.statuses.${(record as Tender).statusTender}`)],
        ['feedbackTime', f.feedbackTime],
        ...(f.winPlatform ? [['winPlatform', f.winPlatform.deptName] as [string, React.ReactNode]] : []),
        ...(f.winPlatformPt ? [['winPlatformPt', f.winPlatformPt] as [string, React.ReactNode]] : []),
        ['winAttach', <AttachmentNames key="a" items={f.winAttach} />],
        ['bondPerf', formatYuan(f.bondPerf)],
        ['bondPerfStatus', lt(`resources.financeTenders.bondStatuses.${f.bondPerfStatus}`)],
        ['bondQuality', formatYuan(f.bondQuality)],
        ['bondQualityStatus', lt(`resources.financeTenders.bondStatuses.${f.bondQualityStatus}`)],
        ...(f.isRebid ? [['rebidDate', f.rebidDate] as [string, React.ReactNode]] : []),
        ['remark', f.remark],
      ]
    : [];
  return (
    <section className={styles.box} data-testid="tender-feedback-summary">
      <Subtitle2>{lt('resources.financeTenders.feedbackTitle')}</Subtitle2>
      {f ? (
        <div className={styles.grid}>
          {rows.map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <span className={styles.label}>{label(k)}</span>
              <span data-testid={`tender-feedback-${k}`}>{v}</span>
            </div>
          ))}
        </div>
      ) : (
        <div>{lt('resources.financeTenders.noFeedback')}</div>
      )}
    </section>
  );
}
