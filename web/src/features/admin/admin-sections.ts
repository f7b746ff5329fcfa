/**
 * The sections of the admin console, in navigation order: the one place that
 * lists them. Sections built elsewhere (the dashboard, ads, uploads) are here
 * too; their routes are wired where they are built.
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
    | 'uploads'
    | 'content';
  /** False until the section's pages are on this branch: hidden from the nav. */
  available: boolean;
}

export const allAdminSections: AdminSection[] = [
  { id: 'dashboard', path: '/admin/insight', label: 'dashboard', available: false },
  { id: 'users', path: '/admin/users', label: 'users', available: true },
  { id: 'stories', path: '/admin/stories', label: 'stories', available: true },
  { id: 'errors', path: '/admin/errors', label: 'errors', available: true },
  { id: 'audit', path: '/admin/audit', label: 'audit', available: true },
  { id: 'outbox', path: '/admin/outbox', label: 'outbox', available: true },
  { id: 'contact', path: '/admin/contact', label: 'contact', available: true },
  { id: 'ads', path: '/admin/ads', label: 'ads', available: false },
  { id: 'uploads', path: '/admin/uploads', label: 'uploads', available: false },
  { id: 'content', path: '/create-content', label: 'content', available: true },
];

/** The sections shown in the navigation. */
export const adminSections = allAdminSections.filter((s) => s.available);

/** The section a path belongs to (the index /admin is Users until the dashboard lands). */
export function sectionOf(pathname: string): AdminSection | undefined {
  if (pathname === '/admin' || pathname === '/admin/')
    return adminSections.find((s) => s.id === 'users');
  return adminSections.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
}
