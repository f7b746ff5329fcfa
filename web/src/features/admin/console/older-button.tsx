import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

/** Pages back through a newest-first log: entries older than the last shown. */
export function OlderButton({
  items,
  limit,
  onOlder,
}: {
  items: { id: number }[];
  limit: number;
  onOlder: (before: number) => void;
}) {
  const { t } = useTranslation('admin');
  const last = items.at(-1);
  if (items.length < limit || !last) return null;
  return (
    <Button
      variant="secondary"
      className="mt-4"
      onClick={() => {
        onOlder(last.id);
      }}
    >
      {t('paging.older')}
    </Button>
  );
}
