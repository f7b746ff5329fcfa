import { useTranslation } from 'react-i18next';

import { useOnline } from '@/lib/online';

/** Under an action that needs the server (making a lesson): said plainly while offline. */
export function NeedsNetwork({ what }: { what: 'lesson' }) {
  const { t } = useTranslation('study');
  const online = useOnline();
  if (online) return null;
  return (
    <p role="status" className="text-sm font-medium text-danger">
      {t(`offline.needsNetwork.${what}`)}
    </p>
  );
}
