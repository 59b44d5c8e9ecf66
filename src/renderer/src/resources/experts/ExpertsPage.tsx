import { Tab, TabList } from '@fluentui/react-components';
import { REVIEW_LISTS } from '@shared/domain/expertReview';
import { EXPERT_STATUS } from '@shared/domain/expertCert';
import { useState } from 'react';
import { ListPage } from '../../crud/ListPage';
import { useLooseT } from '../../crud/looseT';
import { columnsFor, experts } from './index';

/** Spec 3 §2's order: my certified experts, pending review, rejected. */
const TABS = [EXPERT_STATUS.certified, ...REVIEW_LISTS.filter((s) => s !== EXPERT_STATUS.certified)];

/** /project/expert: the organisation's expert applications, one tab per review state, each the list narrowed to it. */
export default function ExpertsPage() {
  const lt = useLooseT();
  const [status, setStatus] = useState<number>(EXPERT_STATUS.certified);
  return (
    <>
      <TabList selectedValue={status} onTabSelect={(_, d) => setStatus(Number(d.value))} data-testid="expert-tabs">
        {TABS.map((s) => (
          <Tab key={s} value={s} data-testid={`expert-tab-${s}`}>
            {lt(`resources.experts.tabs.${s}`)}
          </Tab>
        ))}
      </TabList>
      <ListPage key={status} resource={{ ...experts, columns: columnsFor(status) }} fixedFilters={{ expertStatus: String(status) }} />
    </>
  );
}
