import { ORG_CATEGORIES, isOrgCategory } from '@shared/domain/organisation';
import type { MenuTemplateEntry } from '@shared/domain/roleGrant';
import { useLooseT } from '../../crud/looseT';
import { useLanguage } from '../../i18n/useLanguage';
import { useMenuName } from '../../shell/menu/menuQueries';

function Kind(props: { category: number }) {
  const lt = useLooseT();
  return <>{lt(`resources.menuTemplate.kinds.${props.category === 2 ? 'button' : 'menu'}`)}</>;
}

function YesNo(props: { value: number }) {
  const lt = useLooseT();
  return <>{lt(`resources.menuTemplate.yesNo.${props.value === 1 ? 'yes' : 'no'}`)}</>;
}

/** The categories offered an entry, named in the person's language; none listed: every category. */
function Categories(props: { value: string }) {
  const lt = useLooseT();
  const [language] = useLanguage();
  const codes = props.value.split(',').filter(isOrgCategory);
  return <>{codes.length ? codes.map((c) => ORG_CATEGORIES[c][language]).join(', ') : lt('resources.menuTemplate.allCategories')}</>;
}

/** An entry's name as the sidebar shows it in the person's language (the template's names are Chinese data). */
function Name(props: { entry: MenuTemplateEntry }) {
  return <>{useMenuName()(props.entry)}</>;
}

/** The list's cells that read labels (columns render outside React's hooks, so each is a component). */
export const menuCells = {
  name: (m: MenuTemplateEntry) => <Name entry={m} />,
  category: (m: MenuTemplateEntry) => <Kind category={m.category} />,
  isShow: (m: MenuTemplateEntry) => <YesNo value={m.isShow} />,
  operatorOnly: (m: MenuTemplateEntry) => <YesNo value={m.operatorOnly} />,
  categories: (m: MenuTemplateEntry) => <Categories value={m.categories} />,
};
