/**
 * The sections of the admin console, in navigation order: the one place that
 * lists them. The dashboard (/admin/insight) and the ads (/admin/ads, where
 * uploads are listed too) are pages of their own, routed in router.tsx.
 */
export interface AdminSection {
  id: string;
  /** Under /admin, or an absolute path for the content pages. */
  path: string;
  /** Key in the `admin` namespace's `nav` object. */
  label:
    | 'dashboard'
    | 'users'
    | 'stories'
    | 'errors'
    | 'audit'
    | 'outbox'
    | 'contact'
    | 'ads'
    | 'content';
  /** False while the section's pages are not built: hidden from the nav. */
  available: boolean;
  /** Other paths that belong to the section. */
  also?: string[];
}

export const allAdminSections: AdminSection[] = [
  { id: 'dashboard', path: '/admin/insight', label: 'dashboard', available: true },
  { id: 'users', path: '/admin/users', label: 'users', available: true },
  { id: 'stories', path: '/admin/stories', label: 'stories', available: true },
  { id: 'errors', path: '/admin/errors', label: 'errors', available: true },
  { id: 'audit', path: '/admin/audit', label: 'audit', available: true },
  { id: 'outbox', path: '/admin/outbox', label: 'outbox', available: true },
  { id: 'contact', path: '/admin/contact', label: 'contact', available: true },
  { id: 'ads', path: '/admin/ads', label: 'ads', available: true },
  {
    id: 'content',
    path: '/create-content',
    label: 'content',
    available: true,
    also: ['/content-history'],
  },
];

/** The sections shown in the navigation. */
export const adminSections = allAdminSections.filter((s) => s.available);

/** The section a path belongs to (the index /admin is Users until the dashboard lands). */
export function sectionOf(pathname: string): AdminSection | undefined {
  if (pathname === '/admin' || pathname === '/admin/')
    return adminSections.find((s) => s.id === 'users');
  return adminSections.find((s) =>
    [s.path, ...(s.also ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`)),
  );
}
