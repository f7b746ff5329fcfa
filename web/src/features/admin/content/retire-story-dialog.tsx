import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/dialog';
import type { ContentVersion, useContentActions } from '@/features/admin/content/content-api';
import { useStoryLabels } from '@/features/admin/content/story-labels';

/** Asks before a story is retired, since retiring takes it away from learners. */
export function RetireStoryDialog({
  retiring,
  setRetiring,
  retire,
}: {
  retiring: ContentVersion | null;
  setRetiring: (story: ContentVersion | null) => void;
  /** The page's retire action, whose failure and progress the page shows too. */
  retire: ReturnType<typeof useContentActions>['retire'];
}) {
  const { t } = useTranslation('authoring');
  const labels = useStoryLabels();
  return (
    <ConfirmDialog
      open={retiring !== null}
      onOpenChange={(open) => {
        if (!open) setRetiring(null);
      }}
      title={t('list.retireTitle')}
      description={t('list.retireText', {
        title: retiring?.title ?? '',
        language: retiring ? labels.languageName(retiring.language) : '',
      })}
      confirmLabel={t('list.retireConfirm')}
      cancelLabel={t('list.retireCancel')}
      busy={retire.isPending}
      onConfirm={() => {
        if (!retiring) return;
        retire.mutate(
          { language: retiring.language, slug: retiring.slug, baseVersion: retiring.version },
          {
            onSettled: () => {
              setRetiring(null);
            },
          },
        );
      }}
    />
  );
}
