import { Button, Field, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldBasics, type BaseProps } from './common';
import { findNode, pickable, treeKey, visibleNodes, type PickerNode, type TreeKey } from './treeModel';

export type { PickerNode } from './treeModel';

const useStyles = makeStyles({
  box: { position: 'relative' },
  trigger: { width: '100%', justifyContent: 'space-between', fontWeight: tokens.fontWeightRegular },
  placeholder: { color: tokens.colorNeutralForeground4 },
  popup: {
    position: 'absolute',
    zIndex: 10,
    top: '100%',
    left: 0,
    right: 0,
    marginTop: '2px',
    maxHeight: '320px',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXS,
    outlineStyle: 'none',
  },
  item: { display: 'flex', alignItems: 'center', gap: '4px', minHeight: '30px', borderRadius: tokens.borderRadiusSmall, cursor: 'pointer', paddingRight: tokens.spacingHorizontalS },
  active: { backgroundColor: tokens.colorNeutralBackground1Hover, outline: `1px solid ${tokens.colorStrokeFocus2}` },
  chosen: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  off: { color: tokens.colorNeutralForegroundDisabled, cursor: 'default' },
  twisty: { width: '20px', display: 'inline-flex', justifyContent: 'center', flexShrink: 0 },
  empty: { padding: tokens.spacingVerticalS, color: tokens.colorNeutralForeground3 },
});

export interface TreePickerProps extends BaseProps {
  /** Names the tree in the query cache (one per endpoint and parameters). */
  cacheKey: readonly unknown[];
  /** The whole tree at once (small trees: an organisation's departments)… */
  whole?: () => Promise<PickerNode[]>;
  /** …or one level at a time: the children of a parent, the roots under `root`. */
  level?: (parentId: string) => Promise<PickerNode[]>;
  root?: string;
  /** The label of a value not loaded (a lazy tree's value, an edited record's): a kept name or a map. */
  labelOf?: (id: string) => string | undefined;
  /** A field kept with the id holding the picked node's name. */
  nameField?: string;
  /** Rules a branch out (itself and everything below): a department cannot move under itself. */
  disabledBranch?: string;
  /** data-testid prefix: `${testId}-${name}`. */
  testId?: string;
}

/**
 * A tree select bound to a form field (departments, members by department): a button showing the
 * choice opens the tree under it; the keyboard works as a WAI-ARIA tree (arrows move, right and left
 * open and close, Enter or Space picks, Escape closes), disabled nodes are shown but not picked, and
 * the tree is loaded whole or a level at a time as branches open (cached by TanStack Query).
 */
export function TreePicker(props: TreePickerProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { control, label, error, styles: fieldStyles } = useFieldBasics(props.name);
  const form = useFormContext();
  const queryClient = useQueryClient();
  const treeId = useId();
  const [isOpen, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [active, setActive] = useState(0);
  const [loaded, setLoaded] = useState<Map<string, PickerNode[]>>(new Map());
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const treeRef = useRef<HTMLUListElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const root = props.root ?? '0';

  const roots = useQuery({
    queryKey: ['treePicker', ...props.cacheKey, props.whole ? 'whole' : root],
    queryFn: () => (props.whole ? props.whole() : props.level!(root)),
    staleTime: 60_000,
  });
  const shown = useMemo(() => visibleNodes(roots.data ?? [], expanded, loaded), [roots.data, expanded, loaded]);

  const toggle = (id: string) => {
    const next = new Set(expanded);
    if (next.has(id)) next.delete(id);
    else {
      next.add(id);
      if (props.level && !props.whole && !loaded.has(id)) {
        const level = props.level;
        void queryClient
          .fetchQuery({ queryKey: ['treePicker', ...props.cacheKey, id], queryFn: () => level(id), staleTime: 60_000 })
          .then((children) => setLoaded((m) => new Map(m).set(id, children)));
      }
    }
    setExpanded(next);
  };

  const openTree = (value: string) => {
    // Opens the way to the current value (a whole tree knows it), with the value active.
    const found = value && roots.data ? findNode(roots.data, value) : undefined;
    const next = new Set(expanded);
    for (const id of found?.path ?? []) next.add(id);
    setExpanded(next);
    const at = visibleNodes(roots.data ?? [], next, loaded).findIndex((v) => v.node.id === value);
    setActive(at >= 0 ? at : 0);
    setOpen(true);
    requestAnimationFrame(() => treeRef.current?.focus());
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  return (
    <Controller
      name={props.name}
      control={control}
      render={({ field }) => {
        const value = field.value === undefined || field.value === null ? '' : String(field.value);
        const known = roots.data ? findNode(roots.data, value)?.node.name : undefined;
        const kept = props.nameField ? String(form.getValues(props.nameField) ?? '') : '';
        const chosen = value ? (known ?? (picked?.id === value ? picked.name : undefined) ?? props.labelOf?.(value) ?? kept) : '';
        const pick = (node: PickerNode) => {
          field.onChange(node.id);
          setPicked({ id: node.id, name: node.name });
          if (props.nameField) form.setValue(props.nameField, node.name, { shouldDirty: true });
          close(true);
        };
        const onKey = (e: KeyboardEvent) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            close(true);
          } else if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            const current = shown[active];
            if (current && pickable(current, props.disabledBranch)) pick(current.node);
          } else if (['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(e.key)) {
            e.preventDefault();
            const move = treeKey(shown, active, e.key as TreeKey, expanded);
            if (move.toggle) toggle(move.toggle);
            setActive(move.active);
          }
        };
        const disabled = field.disabled || props.readOnly;
        return (
          <Field label={label} required={props.required} validationMessage={error} className={props.wide ? fieldStyles.wide : undefined}>
            <div
              className={styles.box}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) {
                  setOpen(false);
                  field.onBlur();
                }
              }}
            >
              <Button
                ref={triggerRef}
                className={styles.trigger}
                role="combobox"
                aria-label={label}
                aria-haspopup="tree"
                aria-expanded={isOpen}
                aria-controls={isOpen ? treeId : undefined}
                disabled={disabled}
                icon={<ChevronDownRegular />}
                iconPosition="after"
                data-testid={`${props.testId ?? 'tree-picker'}-${props.name}`}
                onClick={() => (isOpen ? close(false) : openTree(value))}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowDown' && !isOpen) {
                    e.preventDefault();
                    openTree(value);
                  }
                }}
              >
                {chosen ? <span>{chosen}</span> : <span className={styles.placeholder}>{t('crud.select')}</span>}
              </Button>
              {isOpen && (
                <ul
                  ref={treeRef}
                  id={treeId}
                  role="tree"
                  aria-label={label}
                  tabIndex={0}
                  className={styles.popup}
                  aria-activedescendant={shown[active] ? `${treeId}-${shown[active].node.id}` : undefined}
                  onKeyDown={onKey}
                >
                  {roots.isLoading && <Spinner size="tiny" label={t('crud.picker.loading')} />}
                  {!roots.isLoading && shown.length === 0 && <li className={styles.empty}>{t('fields.pickerEmpty')}</li>}
                  {shown.map((v, i) => {
                    const ok = pickable(v, props.disabledBranch);
                    const isExpanded = expanded.has(v.node.id);
                    return (
                      <li
                        key={`${v.path.join('/')}/${v.node.id}`}
                        id={`${treeId}-${v.node.id}`}
                        role="treeitem"
                        aria-level={v.depth + 1}
                        aria-expanded={v.node.hasChildren ? isExpanded : undefined}
                        aria-selected={v.node.id === value}
                        aria-disabled={!ok || undefined}
                        className={mergeClasses(styles.item, i === active && styles.active, v.node.id === value && styles.chosen, !ok && styles.off)}
                        style={{ paddingLeft: `${4 + v.depth * 18}px` }}
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => {
                          setActive(i);
                          if (ok) pick(v.node);
                        }}
                      >
                        <span
                          className={styles.twisty}
                          data-testid={v.node.hasChildren ? `tree-twisty-${v.node.id}` : undefined}
                          onClick={(e) => {
                            if (!v.node.hasChildren) return;
                            e.stopPropagation();
                            setActive(i);
                            toggle(v.node.id);
                          }}
                        >
                          {v.node.hasChildren ? isExpanded ? <ChevronDownRegular /> : <ChevronRightRegular /> : null}
                        </span>
                        {v.node.name}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </Field>
        );
      }}
    />
  );
}
