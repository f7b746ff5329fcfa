import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { exportHref } from '@/features/stories/api/stories-api';

interface StoryActionsProps {
  storyId: string;
  /** A ready lesson on the server: it can be shared, corrected and exported. */
  shareable: boolean;
  onDelete: () => void;
  onShare: () => void;
  onCorrect: () => void;
}

/** What can be done with a lesson of My Stories: share, correct, export, delete. */
export function StoryActions({
  storyId,
  shareable,
  onDelete,
  onShare,
  onCorrect,
}: StoryActionsProps) {
  const { t } = useTranslation('stories');
  return (
    <div className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3">
      {shareable ? (
        <>
          <Button variant="secondary" className="h-9" onClick={onShare}>
            {t('share.button')}
          </Button>
          <Button variant="secondary" className="h-9" onClick={onCorrect}>
            {t('correct.button')}
          </Button>
          <Button variant="secondary" className="h-9" asChild>
            <a href={exportHref('apkg', storyId)} download>
              {t('export.anki')}
            </a>
          </Button>
          <Button variant="secondary" className="h-9" asChild>
            <a href={exportHref('csv', storyId)} download>
              {t('export.csv')}
            </a>
          </Button>
        </>
      ) : null}
      <Button variant="ghost" className="h-9 text-danger! hover:bg-danger-soft" onClick={onDelete}>
        {t('delete.button')}
      </Button>
    </div>
  );
}
