import { Breadcrumb, BreadcrumbButton, BreadcrumbDivider, BreadcrumbItem, makeStyles, tokens } from '@fluentui/react-components';
import { REGION_CODE, REGION_ROOT, regionAncestry } from '@shared/domain/region';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRegionName } from '../../api/useRegionName';
import { ListPage } from '../../crud/ListPage';
import { useTableHeight } from '../../crud/useTableHeight';
import { regionLevelPath, regionsUnder } from './index';
import { PAGE_PART_PARAM } from '../../shell/tabs/tabRules';

/** The crumbs' row above the list, taken from the table's fitted height so the pages stay in view. */
const CRUMBS_HEIGHT = 32;

const useStyles = makeStyles({
  path: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, paddingInline: tokens.spacingHorizontalM, height: `${CRUMBS_HEIGHT}px` },
});

function LevelName({ code }: { code: string }) {
  // The full name reads 'a / b / c'; the crumb shows its own level only.
  return <>{useRegionName(code).split(' / ').pop()}</>;
}

/** The region list, one level at a time: the crumbs lead back up, the list's parent is the address's. */
export default function RegionsPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The level is the page's part (?tab=, tabRules.ts): going up and down the tree keeps one tab.
  const asked = params.get(PAGE_PART_PARAM) ?? REGION_ROOT;
  const parentCode = REGION_CODE.test(asked) ? asked : REGION_ROOT;
  const resource = useMemo(() => regionsUnder(parentCode), [parentCode]);
  const height = useTableHeight(true);
  const go = (code: string) => navigate(code === REGION_ROOT ? '/system/region' : regionLevelPath(code));
  return (
    <>
      <div className={styles.path} data-testid="region-path">
        <span>{t('resources.regions.path')}</span>
        <Breadcrumb aria-label={t('resources.regions.path')} size="small">
          <BreadcrumbItem>
            <BreadcrumbButton current={parentCode === REGION_ROOT} onClick={() => go(REGION_ROOT)}>
              {t('resources.regions.root')}
            </BreadcrumbButton>
          </BreadcrumbItem>
          {regionAncestry(parentCode).map((code) => (
            <Fragment key={code}>
              <BreadcrumbDivider />
              <BreadcrumbItem>
                <BreadcrumbButton current={code === parentCode} onClick={() => go(code)}>
                  <LevelName code={code} />
                </BreadcrumbButton>
              </BreadcrumbItem>
            </Fragment>
          ))}
        </Breadcrumb>
      </div>
      {/* Keyed by the level: search and paging start afresh on each level. */}
      <ListPage key={parentCode} resource={resource} fixedFilters={{ parentCode }} height={height - CRUMBS_HEIGHT} />
    </>
  );
}
