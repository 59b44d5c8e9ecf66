import { Field, Tree, TreeItem, TreeItemLayout, makeStyles, tokens, type TreeItemValue, type TreeSelectionValue } from '@fluentui/react-components';
import { grantState, toggleGrant, type GrantNode } from '@shared/domain/roleGrant';
import { Controller } from 'react-hook-form';
import { useMenuName } from '../../shell/menu/menuQueries';
import { useFieldBasics } from './common';

const useStyles = makeStyles({
  box: { maxHeight: '50vh', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
});

/**
 * A tree of check boxes (Fluent's Tree in multiselect): checking a node checks what is below it and
 * the menu entries above it, a partly checked node shows mixed. Arrow keys move, Space checks, so
 * the whole tree is usable from the keyboard. A click on a mixed node clears it (and what is below it). The value is the checked grantable ids.
 */
export function CheckboxTree(props: { tree: GrantNode[]; value: string[]; onChange: (ids: string[]) => void; label: string; testId?: string }) {
  const styles = useStyles();
  // Menu entries read as the sidebar names them in the person's language; scopes as their rows say.
  const menuName = useMenuName();
  const checked = new Set(props.value);
  const items: [TreeItemValue, TreeSelectionValue][] = [];
  const states = new Map<string, boolean | 'mixed'>();
  const collect = (nodes: GrantNode[]) => {
    for (const n of nodes) {
      const state = grantState(n, checked);
      states.set(n.id, state);
      if (state) items.push([n.id, state]);
      collect(n.children);
    }
  };
  collect(props.tree);
  const render = (nodes: GrantNode[]) =>
    nodes.map((n) => (
      <TreeItem key={n.id} value={n.id} itemType={n.children.length ? 'branch' : 'leaf'} data-testid={`tree-item-${n.id}`} data-title={n.title}>
        <TreeItemLayout>{n.code ? menuName({ code: n.code, name: n.title }) : n.title}</TreeItemLayout>
        {n.children.length > 0 && <Tree>{render(n.children)}</Tree>}
      </TreeItem>
    ));
  return (
    <div className={styles.box} data-testid={props.testId}>
      <Tree
        aria-label={props.label}
        selectionMode="multiselect"
        checkedItems={items}
        defaultOpenItems={props.tree.map((n) => n.id)}
        onCheckedChange={(_, data) => {
          // Fluent turns a mixed box into a checked one; a click on a mixed entry clears it instead,
          // so taking a partly granted entry away is one click, as the box's dash suggests.
          const id = String(data.value);
          props.onChange(toggleGrant(props.tree, props.value, id, states.get(id) === 'mixed' ? false : data.checked === true));
        }}
      >
        {render(props.tree)}
      </Tree>
    </div>
  );
}

/** A CheckboxTree bound to a form field (its label from the resource's fields). */
export function CheckboxTreeField(props: { name: string; tree: GrantNode[] }) {
  const { control, label, error } = useFieldBasics(props.name);
  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => (
        <Field label={label} validationMessage={error}>
          <CheckboxTree tree={props.tree} value={(field.value as string[] | undefined) ?? []} onChange={field.onChange} label={label} testId={`checkbox-tree-${props.name}`} />
        </Field>
      )}
    />
  );
}
