import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { DICT_KINDS, type DictEntry, type DictKind } from '@shared/domain/dictionary';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MasterDetail, type MasterDetailDescriptor } from '../../crud/MasterDetail';
import { useLooseT } from '../../crud/looseT';
import { dictResourcesOf } from './index';

const useStyles = makeStyles({
  tabs: { paddingInline: tokens.spacingHorizontalL, paddingTop: tokens.spacingVerticalS },
});

const kindOf = (value: string | null): DictKind => (DICT_KINDS as readonly string[]).includes(value ?? '') ? (value as DictKind) : 'system';

/**
 * 数据字典 (spec 3 §2, §7): the dictionaries of one kind — 系统字典 or 业务字典, a tab kept in ?kind= —
 * with the chosen dictionary's entries (?parent=) beside them or below them.
 */
export function DictScreen({ layout }: { layout: 'horizontal' | 'vertical' }) {
  const styles = useStyles();
  const lt = useLooseT();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const md = useMemo((): MasterDetailDescriptor<DictEntry> => {
    const { master, items } = dictResourcesOf(kind);
    return {
      master: master as MasterDetailDescriptor<DictEntry>['master'],
      detail: items,
      param: 'parent',
      chooseLabel: `resources.${master.name}.actions.configure`,
      filters: (parent) => ({ parentId: parent.id }),
      preset: (parent) => ({ parentId: parent.id, code: parent.code }),
      // The stored name, as the lists show it: this screen edits what is stored.
      heading: (parent) => lt('resources.dictScreens.itemsOf', { name: parent.dictValue, code: parent.code }),
      prompt: layout === 'horizontal' ? 'resources.dictScreens.pickParent' : 'resources.dictScreens.pickParentAbove',
    };
  }, [kind, layout, lt]);

  // Another kind is another set of dictionaries: the chosen one does not carry over.
  const choose = (next: string) => setParams(new URLSearchParams({ kind: next }), { replace: true });
  return (
    <div data-testid={`dict-screen-${layout}`}>
      <TabList className={styles.tabs} selectedValue={kind} onTabSelect={(_, d) => choose(String(d.value))}>
        {DICT_KINDS.map((k) => (
          <Tab key={k} value={k} data-testid={`dict-kind-${k}`}>
            {lt(`resources.dictScreens.kinds.${k}`)}
          </Tab>
        ))}
      </TabList>
      <MasterDetail key={kind} md={md} layout={layout} />
    </div>
  );
}
