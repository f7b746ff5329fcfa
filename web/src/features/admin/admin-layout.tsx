import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';

import { inputClass } from '@/components/ui/text-field';
import { adminSections, sectionOf } from '@/features/admin/admin-sections';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';

/** The admin console's frame: its sections in a side nav (desktop) or a menu (phone). */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = sectionOf(pathname);
  usePageTitle(
    current ? `${t(`nav.${current.label}`)} · ${tc('pages.admin.title')}` : tc('pages.admin.title'),
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-3xl font-semibold tracking-tight">
        {tc('pages.admin.title')}
      </h1>
      <div className="mt-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <label className="flex flex-col gap-1.5 lg:hidden">
          <span className="text-sm font-medium">{t('nav.label')}</span>
          <select
            className={inputClass}
            value={current?.path ?? ''}
            onChange={(e) => void navigate(e.target.value)}
          >
            {adminSections.map((s) => (
              <option key={s.id} value={s.path}>
                {t(`nav.${s.label}`)}
              </option>
            ))}
          </select>
        </label>
        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <ul className="flex flex-col gap-1">
            {adminSections.map((s) => (
              <li key={s.id}>
                <NavLink
                  to={s.path}
                  className={() =>
                    cn(
                      'block rounded-xl px-3 py-2 text-sm font-medium hover:bg-surface-muted',
                      current?.id === s.id ? 'bg-brand-soft text-brand' : 'text-ink',
                    )
                  }
                  aria-current={current?.id === s.id ? 'page' : undefined}
                >
                  {t(`nav.${s.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 min-w-0 lg:mt-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
