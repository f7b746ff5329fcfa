import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { InlineSpinner } from '@/components/ui/spinner';

/** A form's submit button: a spinner and 'busy' while the call runs. */
export function AuthSubmitButton({ label, busy }: { label: string; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
      {busy ? <InlineSpinner /> : null}
      {busy ? t('auth.busy') : label}
    </Button>
  );
}
