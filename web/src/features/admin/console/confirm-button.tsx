import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * A destructive action asked twice: the button turns into the question with
 * a red yes and a cancel. `onConfirm` gets `close`, to fold the question
 * again once the action is through.
 */
export function ConfirmButton({
  label,
  question,
  yes,
  busy,
  disabled = false,
  className,
  onConfirm,
}: {
  label: string;
  question: string;
  yes: string;
  busy: boolean;
  disabled?: boolean;
  /** Classes of the question's box. */
  className?: string;
  onConfirm: (close: () => void) => void;
}) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
  };
  if (!confirming) {
    return (
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {label}
      </Button>
    );
  }
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <span className="text-sm">{question}</span>
      <Button
        className="bg-danger text-white hover:bg-danger"
        disabled={busy}
        onClick={() => {
          onConfirm(close);
        }}
      >
        {yes}
      </Button>
      <Button variant="ghost" onClick={close}>
        {t('cancel')}
      </Button>
    </div>
  );
}
