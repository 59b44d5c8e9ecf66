import { Menu, MenuItem, MenuList, MenuPopover } from '@fluentui/react-components';
import type { RowButtonItem } from './RowButtons';

/** What 更多 of one row opened: the button it hangs from and the row's remaining buttons. */
export interface OpenRowMenu {
  anchor: HTMLElement;
  items: RowButtonItem[];
}

/**
 * The list's one menu for every row's 更多: a Fluent menu per row would cost a 200-row page dearly,
 * so the row hands over its button and items and the menu opens at that button. Each item keeps the
 * test id and label its inline button would have.
 */
export function RowMoreMenu(props: { open: OpenRowMenu | null; onClose: () => void }) {
  const { open } = props;
  if (!open) return null;
  return (
    <Menu open positioning={{ target: open.anchor, position: 'below', align: 'end' }} onOpenChange={(_, data) => !data.open && props.onClose()}>
      <MenuPopover>
        <MenuList>
          {open.items.map((item) => (
            <MenuItem
              key={item.key}
              data-testid={item.testId}
              onClick={() => {
                props.onClose();
                item.run();
              }}
            >
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
