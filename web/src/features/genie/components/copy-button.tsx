import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** Copies text to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('genie');
  return (
    <Button
      variant="secondary"
      onClick={() => {
        void navigator.clipboard.writeText(text).then(
          () => {
            toast.success(t('messages.copied'));
          },
          () => undefined,
        );
      }}
    >
      {label}
    </Button>
  );
}
