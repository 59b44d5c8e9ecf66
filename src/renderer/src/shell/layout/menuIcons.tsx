import {
  AppsListDetailRegular,
  ArchiveRegular,
  BriefcaseRegular,
  CloudRegular,
  DocumentBulletListRegular,
  DocumentTextRegular,
  GlobeRegular,
  HomeRegular,
  MegaphoneRegular,
  MoneyRegular,
  OrganizationRegular,
  PeopleRegular,
  SettingsRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';

/** The server's icon names (icon-desk…) as Fluent icons; unknown names get a neutral one. */
const ICONS: Record<string, () => ReactElement> = {
  'icon-desk': () => <HomeRegular />,
  'icon-customer': () => <PeopleRegular />,
  'icon-contract': () => <DocumentTextRegular />,
  'icon-finance': () => <MoneyRegular />,
  'icon-project': () => <BriefcaseRegular />,
  'icon-archive': () => <ArchiveRegular />,
  'icon-organization': () => <OrganizationRegular />,
  'icon-notice': () => <MegaphoneRegular />,
  'icon-system': () => <SettingsRegular />,
  'icon-resource': () => <CloudRegular />,
  'icon-log': () => <DocumentBulletListRegular />,
  link: () => <GlobeRegular />,
};

export function menuIcon(name: string): ReactElement {
  return (ICONS[name] ?? (() => <AppsListDetailRegular />))();
}
