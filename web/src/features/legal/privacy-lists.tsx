import { useTranslation } from 'react-i18next';

import { useMeta } from '@/lib/api/meta';
import { storageKeys } from '@/lib/storage-keys';

type StorageName = keyof typeof storageKeys;

// The server's table with its default lifetimes (internal/httpapi/cookies.go),
// for the prerendered page until GET /meta answers with this server's own.
const defaultCookies = [
  { name: 'sg_session', purpose: 'session', seconds: 30 * 86_400 },
  { name: 'sg_guest', purpose: 'guest', seconds: 30 * 86_400 },
  { name: 'sg_device', purpose: 'device', seconds: 365 * 86_400 },
  { name: 'sg_oauth', purpose: 'oauth', seconds: 600 },
] as const;

/** How long a cookie lasts, in the reader's language ("30 days", "10 minutes"). */
function duration(seconds: number, locale: string | undefined): string {
  const days = seconds / 86_400;
  const [value, unit] =
    days >= 1 ? [Math.round(days), 'day'] : [Math.round(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * Every cookie this server sets, from its own table (GET /meta cookies): the
 * server refuses to set one that is not in it (decision 0038).
 */
export function CookieList() {
  const { t, i18n } = useTranslation('site');
  const cookies = useMeta().data?.cookies ?? defaultCookies;
  return (
    <ul className="mt-3 flex flex-col gap-1.5 text-ink-muted" data-testid="privacy-cookies">
      {cookies.map((c) => (
        <li key={c.name}>
          <code className="font-semibold text-ink">{c.name}</code>:{' '}
          {t(`legal.privacy.cookie.${c.purpose}`)};{' '}
          {t('legal.privacy.lasts', { duration: duration(c.seconds, i18n.resolvedLanguage) })}.
        </li>
      ))}
    </ul>
  );
}

/** Every key the app keeps in local storage, from the code's own list (lib/storage-keys). */
export function StorageList() {
  const { t } = useTranslation('site');
  const names = Object.keys(storageKeys) as StorageName[];
  return (
    <ul className="mt-3 flex flex-col gap-1.5 text-ink-muted" data-testid="privacy-storage">
      {names.map((name) => (
        <li key={name}>
          <code className="font-semibold text-ink">{storageKeys[name]}</code>:{' '}
          {t(`legal.privacy.storage.${name}`)}
        </li>
      ))}
    </ul>
  );
}
