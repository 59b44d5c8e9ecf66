import { Button, Card, CardHeader, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, GlobeLocationRegular } from '@fluentui/react-icons';
import type { RegionNode } from '@shared/domain/region';
import { REGION_ROOT } from '@shared/domain/region';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regionChildrenQuery } from '../../api/referenceQueries';
import { isOfflineError, OfflineUnavailable } from '../../offline/OfflineUnavailable';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  icon: { color: tokens.colorBrandForeground1, fontSize: '20px' },
  title: { margin: 0 },
  list: { listStyle: 'none', margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column' },
  top: { maxHeight: '320px', overflowY: 'auto', paddingLeft: 0 },
  leaf: { paddingLeft: '28px', lineHeight: '28px' },
});

/** One level of the tree, fetched when its parent is opened. */
function RegionLevel({ parentCode, top }: { parentCode: string; top?: boolean }) {
  const styles = useStyles();
  const nodes = useQuery(regionChildrenQuery(parentCode));
  if (nodes.isPending) return <Spinner size="extra-tiny" />;
  if (nodes.isError) return isOfflineError(nodes.error) ? <OfflineUnavailable /> : null;
  return (
    <ul className={top ? `${styles.list} ${styles.top}` : styles.list} role={top ? 'tree' : 'group'}>
      {nodes.data.map((node) => (
        <RegionItem key={node.id} node={node} />
      ))}
    </ul>
  );
}

function RegionItem({ node }: { node: RegionNode }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!node.hasChildren) {
    return (
      <li role="treeitem" className={styles.leaf}>
        {node.title}
      </li>
    );
  }
  return (
    <li role="treeitem" aria-expanded={open}>
      <Button
        appearance="transparent"
        size="small"
        icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
        aria-label={t(open ? 'deskLists.regions.collapse' : 'deskLists.regions.expand', { name: node.title })}
        onClick={() => setOpen((o) => !o)}
      >
        {node.title}
      </Button>
      {open && <RegionLevel parentCode={node.value} />}
    </li>
  );
}

/** The administrative regions, browsed level by level: each level opened is kept for offline reading. */
export function RegionCard() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <Card className={styles.card} data-testid="regions">
      <CardHeader
        image={<GlobeLocationRegular className={styles.icon} />}
        header={
          <Text as="h2" size={400} weight="semibold" className={styles.title}>
            {t('deskLists.regions.title')}
          </Text>
        }
      />
      <RegionLevel parentCode={REGION_ROOT} top />
    </Card>
  );
}
