import type { ComponentType } from 'react';

/**
 * A screen of a declared resource, by the path that opens it. The router serves every one behind the
 * menu check (a path the person's menu lacks stays 403/404).
 */
export interface ResourcePage {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * A detail page: it opens at `<path>/<numeric id>` (anything else is /404) for whoever's menu holds
   * one of these list paths (the lists it is opened from), and is 403/404 like them otherwise.
   */
  detailOf?: string[];
  /** A detail page's tab label (i18n key), followed by the record's title once it is loaded. */
  label?: string;
}

export const RESOURCE_PAGES: ResourcePage[] = [
  { path: '/finance/deposit', load: () => import('./cooperationFees/CooperationFeesPage') },
  { path: '/finance/bid-deposit', load: () => import('./bidDeposits/BidDepositsPage') },
  { path: '/finance/bid-deposit/details', detailOf: ['/finance/bid-deposit'], label: 'resources.bidDeposits.detailTitle', load: () => import('./bidDeposits/BidDepositDetailPage') },
  { path: '/customer/follow', load: () => import('./customers/CustomersPage') },
  { path: '/project/task', load: () => import('./projectShots/ShotTasksPage') },
  { path: '/project/survey', load: () => import('./projectShots/SiteSurveysPage') },
  { path: '/project/internal', load: () => import('./projectShots/InternalTasksPage') },
  { path: '/customer/mine', load: () => import('./customers/MyCustomersPage') },
  { path: '/customer/details', detailOf: ['/customer/follow', '/customer/mine'], label: 'customerScreens.detailTitle', load: () => import('./customers/CustomerDetailPage') },
  { path: '/customer/invite', load: () => import('./customerInvites/InvitesPage') },
  { path: '/notice/index', load: () => import('./notices/NoticesPage') },
  { path: '/project/record', load: () => import('./projectRecords/ProjectRecordsPage') },
  { path: '/archive/publication', load: () => import('./publications/PublicationsPage') },
  { path: '/project/review', load: () => import('./reviews/ReviewsPage') },
  { path: '/project/my-review', load: () => import('./reviews/MyReviewsPage') },
  { path: '/system/tenant', load: () => import('./tenants/TenantsPage') },
  { path: '/system/tenant-package', load: () => import('./tenantPackages/TenantPackagesPage') },
  { path: '/system/client', load: () => import('./clients/ClientsPage') },
  { path: '/dict-horizontal/index', load: () => import('./dicts/DictHorizontalPage') },
  { path: '/dict-vertical/index', load: () => import('./dicts/DictVerticalPage') },
  { path: '/system/setting', load: () => import('../features/settings/SettingsPage') },
  { path: '/system/user', load: () => import('./users/UsersPage') },
  { path: '/system/user-detail', detailOf: ['/system/user'], label: 'resources.userDetails.detailTitle', load: () => import('./users/UserDetailPage') },
  { path: '/system/feedback', load: () => import('./feedback/FeedbackPage') },
  { path: '/notice', load: () => import('../features/messageCentre/MessageCentrePage') },
  { path: '/desk/stat', load: () => import('./stats/CompanyStatsPage') },
  { path: '/system/menu', load: () => import('./menuTemplate/MenuTemplatePage') },
  { path: '/system/data-scope', load: () => import('./dataScopes/DataScopesPage') },
  { path: '/system/api-scope', load: () => import('./apiScopes/ApiScopesPage') },
  { path: '/resource/oss', load: () => import('./ossConfigs/OssConfigsPage') },
  { path: '/resource/attach', load: () => import('./attachments/AttachmentsRegistryPage') },
  { path: '/resource/sms', load: () => import('./smsConfigs/SmsConfigsPage') },
  { path: '/organization/structure/index', load: () => import('./departments/DepartmentsPage') },
  { path: '/organization/post', load: () => import('./jobPosts/JobPostsPage') },
  { path: '/organization/manage', load: () => import('./organisations/ManagePage') },
  { path: '/organization/draft', load: () => import('./organisations/DraftsPage') },
  { path: '/organization/history', load: () => import('./organisations/HistoryPage') },
  { path: '/organization/design', load: () => import('./organisations/DesignPage') },
  { path: '/biz/biz', load: () => import('./organisations/OrgInfoPage') },
  { path: '/inside/details', detailOf: ['/organization/manage', '/organization/design', '/organization/partner', '/biz/biz'], label: 'resources.enterpriseDetail.title', load: () => import('./organisations/EnterpriseDetailPage') },
  { path: '/organization/partner', load: () => import('./partners/PartnersPage') },
  { path: '/project/expert', load: () => import('./experts/ExpertsPage') },
  { path: '/organization/agreement', load: () => import('./agreements/AgreementsPage') },
  { path: '/organization/other-company', load: () => import('./otherCompanies/OtherCompaniesPage') },
  { path: '/organization/bankcard', load: () => import('./bankCards/BankCardsPage') },
  { path: '/organization/registration', load: () => import('./registrations/RegistrationsPage') },
  { path: '/organization/member', load: () => import('./members/MembersPage') },
  { path: '/organization/member-removed', load: () => import('./removedMembers/RemovedMembersPage') },
  { path: '/organization/role', load: () => import('./roles/RolesPage') },
  { path: '/system/region', load: () => import('./regions/RegionsPage') },
  { path: '/system/param', load: () => import('./params/ParamsPage') },
  { path: '/system/app-version', load: () => import('./appVersions/AppVersionsPage') },
  { path: '/system/promotion', load: () => import('./promotions/PromotionsPage') },
  { path: '/system/promotion/details', detailOf: ['/system/promotion'], label: 'resources.promotions.detailTitle', load: () => import('./promotions/PromotionDetailPage') },
  { path: '/monitor/log/usual', load: () => import('./usualLogs/UsualLogsPage') },
  { path: '/monitor/log/api', load: () => import('./apiLogs/ApiLogsPage') },
  { path: '/monitor/log/error', load: () => import('./errorLogs/ErrorLogsPage') },
  { path: '/system/login-log', load: () => import('./loginLogs/LoginLogsPage') },
  { path: '/project/initiation', load: () => import('./projects/ProjectsPage') },
  { path: '/contract/owner', load: () => import('./contractOwners/ContractOwnersPage') },
  { path: '/project/mine', load: () => import('./projects/MyProjectsPage') },
  { path: '/project/resource', load: () => import('./projects/ResourceProjectsPage') },
  { path: '/project/details', detailOf: ['/project/initiation', '/project/mine', '/project/resource'], label: 'resources.projects.detailTitle', load: () => import('./projects/ProjectDetailPage') },
  { path: '/contract/yz_details', detailOf: ['/contract/owner', '/contract/mine', '/project/initiation'], label: 'shell.pages.yzDetails', load: () => import('./contractDetails/OwnerContractDetailPage') },
  { path: '/contract/production', load: () => import('./contractProductions/ProductionContractsPage') },
  { path: '/finance/other-fee', load: () => import('./financeExpenses/OtherFeesPage') },
  { path: '/finance/income', load: () => import('./financeExpenses/IncomePage') },
  { path: '/contract/platform', load: () => import('./contractPlatforms/PlatformContractsPage') },
  { path: '/contract/project', load: () => import('./contractPlatforms/ProjectContractsPage') },
  { path: '/contract/basic', load: () => import('./contractPlatforms/BasicContractsPage') },
  { path: '/contract/fzq_details', detailOf: ['/contract/platform', '/contract/project', '/contract/basic', '/contract/owner', '/contract/mine'], label: 'shell.pages.fzqDetails', load: () => import('./contractPlatforms/FzqDetailsPage') },
  { path: '/contract/resource', load: () => import('./contractResources/ResourceContractsPage') },
  { path: '/contract/zq_details', detailOf: ['/contract/production', '/contract/resource', '/contract/owner', '/contract/mine'], label: 'shell.pages.zqDetails', load: () => import('./contractDetails/ZqDetailsPage') },
  { path: '/finance/invoice', load: () => import('./financeInvoices/OwnerInvoicesPage') },
  { path: '/finance/platform-invoice', load: () => import('./financeInvoices/PlatformInvoicesPage') },
  { path: '/archive/material', load: () => import('./projectArchives/MaterialsPage') },
  { path: '/archive/file', load: () => import('./projectArchives/ArchiveFilesPage') },
  { path: '/archive/outcome', load: () => import('./projectArchives/OutcomesPage') },
  { path: '/contract/mine', load: () => import('./myContracts/MyContractsPage') },
  { path: '/finance/request', load: () => import('./financePayments/FinanceRequestsPage') },
  { path: '/finance/payment', load: () => import('./financePayments/FinancePaymentsPage') },
  { path: '/finance/arrive', load: () => import('./financeArrivals/OwnerArrivalsPage') },
  { path: '/finance/platform-arrive', load: () => import('./financeArrivals/PlatformArrivalsPage') },
  { path: '/finance/tender', load: () => import('./financeTenders/TendersPage') },
  { path: '/finance/report', load: () => import('./financeReports/FinanceReportsPage') },
];

/** The declared detail page a path opens, with its id (numeric or not: the route's guard decides). */
export function matchDetailPage(pathname: string): { page: ResourcePage; id: string } | undefined {
  for (const page of RESOURCE_PAGES) {
    if (!page.detailOf || !pathname.startsWith(`${page.path}/`)) continue;
    const id = pathname.slice(page.path.length + 1);
    if (id && !id.includes('/')) return { page, id };
  }
  return undefined;
}
