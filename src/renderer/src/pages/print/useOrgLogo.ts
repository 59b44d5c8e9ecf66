import { orgInitials } from '@shared/domain/organisation';
import { useQuery } from '@tanstack/react-query';
import { sessionStateQuery, userOrgsQuery } from '../../api/sessionQueries';
import { previewQuery } from '../../features/uploads/uploadQueries';

export interface OrgLogo {
  orgName: string;
  /** A data: URL: the organisation's uploaded logo, else a mark of its initials. */
  src: string;
  /** 'organisation' when it is the uploaded logo. */
  source: 'organisation' | 'initials';
  /** The logo is known (fetched, or known to be absent or unreadable). */
  settled: boolean;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The organisation's initials on the brand colour, as an SVG data URL (the renderer's CSP allows data: images only). */
export function initialsMark(orgName: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="8" fill="#0f6cbd"/>` +
    `<text x="32" y="41" font-size="24" font-family="sans-serif" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(orgInitials(orgName))}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The signed-in organisation's logo for a print view: the link of its post (the switcher's list),
 * fetched by the core as a data URL like any thumbnail (the page never reaches storage); without a
 * logo, or when it cannot be read, the organisation's initials, so a print never waits for ever.
 */
export function useOrgLogo(): OrgLogo {
  const user = useQuery(sessionStateQuery()).data?.user ?? null;
  const posts = useQuery(userOrgsQuery());
  const post = posts.data?.find((p) => p.tenantId === user?.tenantId);
  const link = post?.logo ?? '';
  const preview = useQuery({ ...previewQuery(link), enabled: !!link, retry: false });
  const orgName = user?.orgName || post?.deptName || '';
  const postsSettled = posts.isSuccess || posts.isError;
  if (link && preview.data) return { orgName, src: preview.data, source: 'organisation', settled: true };
  return { orgName, src: initialsMark(orgName), source: 'initials', settled: !!user && postsSettled && (!link || preview.isError) };
}
