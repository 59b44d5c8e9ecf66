import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { DICT_KINDS, type DictEntry, type DictKind } from '@shared/domain/dictionary';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_PART_PARAM } from '../../shell/tabs/tabRules';
import { MasterDetail, type MasterDetailDescriptor } from '../../crud/MasterDetail';
import { useLooseT } from '../../crud/looseT';
import { dictResourcesOf } from './index';

const useStyles = makeStyles({
  tabs: { paddingInline: tokens.spacingHorizontalL, paddingTop: tokens.spacingVerticalS },
});

/**
 * The address's page part (?tab=, which the shell keeps in the page's own app tab): the kind, then
 * the chosen dictionary's id — `system`, `biz.1234`.
 */
function partOf(value: string | null): { kind: DictKind; parent: string } {
  const [kind = '', parent = ''] = (value ?? '').split('.');
  return { kind: (DICT_KINDS as readonly string[]).includes(kind) ? (kind as DictKind) : 'system', parent: /^\d+$/.test(parent) ? parent : '' };
}

/**
 * 数据字典 (spec 3 §2, §7): the dictionaries of one kind — 系统字典 or 业务字典 — with the chosen
 * dictionary's entries beside them or below them; both kept in ?tab= (partOf).
 */
export function DictScreen({ layout }: { layout: 'horizontal' | 'vertical' }) {
  const styles = useStyles();
  const lt = useLooseT();
  const [params, setParams] = useSearchParams();
  const { kind, parent } = partOf(params.get(PAGE_PART_PARAM));
  const md = useMemo((): MasterDetailDescriptor<DictEntry> => {
    const { master, items } = dictResourcesOf(kind);
    return {
      master: master as MasterDetailDescriptor<DictEntry>['master'],
      detail: items,
      chooseLabel: `resources.${master.name}.actions.configure`,
      filters: (parent) => ({ parentId: parent.id }),
      preset: (parent) => ({ parentId: parent.id, code: parent.code }),
      // The stored name, as the lists show it: this screen edits what is stored.
      heading: (parent) => lt('resources.dictScreens.itemsOf', { name: parent.dictValue, code: parent.code }),
      prompt: layout === 'horizontal' ? 'resources.dictScreens.pickParent' : 'resources.dictScreens.pickParentAbove',
    };
  }, [kind, layout, lt]);

  // A part of the page, not a page: Back leaves the screen rather than walking its choices. Another
  // kind is another set of dictionaries: the chosen one does not carry over.
  const show = useCallback((part: string) => setParams(new URLSearchParams({ [PAGE_PART_PARAM]: part }), { replace: true }), [setParams]);
  const chooseParent = useCallback((id: string) => show(`${kind}.${id}`), [show, kind]);
  return (
    <div data-testid={`dict-screen-${layout}`}>
      <TabList className={styles.tabs} selectedValue={kind} onTabSelect={(_, d) => show(String(d.value))}>
        {DICT_KINDS.map((k) => (
          <Tab key={k} value={k} data-testid={`dict-kind-${k}`}>
            {lt(`resources.dictScreens.kinds.${k}`)}
          </Tab>
        ))}
      </TabList>
      <MasterDetail key={kind} md={md} layout={layout} chosenId={parent} onChoose={chooseParent} />
    </div>
  );
}
