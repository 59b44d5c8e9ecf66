import { makeStyles, NavCategory, NavCategoryItem, NavDrawer, NavDrawerBody, NavItem, NavSubItem, NavSubItemGroup, tokens } from '@fluentui/react-components';
import type { MenuNode } from '@shared/domain/menuRules';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMenuModel, useMenuName } from '../menu/menuQueries';
import { menuIcon } from './menuIcons';
import { useOpenPage } from './openPage';

const useStyles = makeStyles({
  drawer: {
    height: '100%',
    width: '232px',
    minWidth: '232px',
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  body: { paddingTop: tokens.spacingVerticalS, '& svg': { fontSize: '20px' } },
});

/** Which section holds the page at `path`, to open it and mark it selected. */
function sectionOf(nodes: MenuNode[], path: string): string | undefined {
  return nodes.find((n) => n.children.some((c) => c.page?.path === path || sectionOf([c], path)))?.id;
}

/** The collapsible sidebar of the server menu (spec 1 §2): sections open like an accordion. */
export function Sidebar({ open }: { open: boolean }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const model = useMenuModel();
  const menuName = useMenuName();
  const openPage = useOpenPage();
  const selectedSection = useMemo(() => sectionOf(model.nodes, pathname), [model.nodes, pathname]);
  const [openSections, setOpenSections] = useState<string[] | null>(null);
  const opened = openSections ?? (selectedSection ? [selectedSection] : []);
  const selected = model.pages.find((p) => p.path === pathname)?.id ?? '';

  const item = (node: MenuNode, sub: boolean) => {
    const page = node.page!;
    const props = {
      key: node.id,
      value: node.id,
      href: page.path,
      onClick: (event: React.MouseEvent) => {
        event.preventDefault();
        openPage(page.path, page.query);
      },
    };
    return sub ? (
      <NavSubItem {...props}>{menuName(node)}</NavSubItem>
    ) : (
      <NavItem {...props} icon={menuIcon(node.icon || (page.src ? 'link' : ''))}>
        {menuName(node)}
      </NavItem>
    );
  };

  return (
    <NavDrawer
      type="inline"
      open={open}
      className={styles.drawer}
      selectedValue={selected}
      selectedCategoryValue={selectedSection}
      openCategories={opened}
      onNavCategoryItemToggle={(_, data) =>
        setOpenSections(opened.includes(data.categoryValue ?? data.value) ? opened.filter((v) => v !== (data.categoryValue ?? data.value)) : [...opened, data.categoryValue ?? data.value])
      }
      aria-label={t('shell.layout.mainNav')}
      size="small"
      data-testid="sidebar"
    >
      <NavDrawerBody className={styles.body}>
        {model.nodes.map((node) =>
          node.page ? (
            item(node, false)
          ) : (
            <NavCategory key={node.id} value={node.id}>
              <NavCategoryItem icon={menuIcon(node.icon)}>{menuName(node)}</NavCategoryItem>
              <NavSubItemGroup>{flatten(node.children).map((child) => item(child, true))}</NavSubItemGroup>
            </NavCategory>
          ),
        )}
      </NavDrawerBody>
    </NavDrawer>
  );
}

/** Fluent's Nav has two levels; deeper sections list their pages under the top section. */
function flatten(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => (n.page ? [n] : flatten(n.children)));
}
