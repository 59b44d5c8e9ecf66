import { z } from 'zod';

/** A menu entry of GET menu/routes (spec 1 §3 "Menu item"). The client applies the visibility rules. */
export interface MenuRoute {
  id: string;
  parentId: string;
  code: string;
  name: string;
  path: string;
  icon: string;
  sort: number;
  /** 1 shows the entry as a sub-item; 0 hides it. */
  isShow: 0 | 1;
  group?: string;
  query?: Record<string, string>;
  meta: { keepAlive?: boolean; tab?: boolean };
  children: MenuRoute[];
}

/** A node of GET menu/buttons: a tree whose leaf codes become permission flags. */
export interface ButtonNode {
  id: string;
  code: string;
  name: string;
  children: ButtonNode[];
}

/** GET menu/routes: `topMenuId` narrows the tree to one top entry's children. */
export const menuRoutesQuerySchema = z.object({
  topMenuId: z.string({ error: '顶部菜单编号格式有误' }).trim().regex(/^\d{1,40}$/, '顶部菜单编号格式有误').optional(),
});
