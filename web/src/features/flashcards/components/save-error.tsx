import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

/** The alert under an answer whose review the server did not save. */
export function SaveError({ className }: { className?: string }) {
  const { t } = useTranslation('study');
  return (
    <p role="alert" className={cn('text-sm text-danger', className)}>
      {t('session.saveError')}
    </p>
  );
}
