import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Failure } from '@/features/admin/console/paging';
import { useContentActions, type ContentVersion } from '@/features/admin/content/content-api';
import {
  bodyOf,
  draftOf,
  emptyDraft,
  type Scenario,
  type StoryDraft,
} from '@/features/admin/content/story-draft';
import { StoryForm } from '@/features/admin/content/story-form';
import { useStoryLabels } from '@/features/admin/content/story-labels';
import { ApiError } from '@/lib/api/client';

/** The form on a story's newest version (or a blank one), saved as a new version. */
export function StoryEditor({
  language,
  slug,
  newest,
  onSaved,
}: {
  language: string;
  slug: Scenario;
  newest: ContentVersion | undefined;
  onSaved: (version: number) => void;
}) {
  const { t } = useTranslation('authoring');
  const labels = useStoryLabels();
  const { save } = useContentActions();
  const [draft, setDraft] = useState<StoryDraft>(() =>
    newest ? draftOf(newest, newest.version) : emptyDraft(language, slug),
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const base = newest?.version ?? 0;

  return (
    <div className="mt-6 flex flex-col gap-4">
      <p className="text-sm text-ink-muted">
        {newest
          ? t('write.editing', {
              version: labels.versionName(newest.version),
              action: labels.action(newest),
            })
          : t('write.new')}
        {newest?.retired ? ` ${t('write.retiredNote')}` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setServerErrors({});
            setDraft({ ...emptyDraft(language, slug), baseVersion: base });
          }}
        >
          {t('write.blank')}
        </Button>
        <Button asChild variant="ghost">
          <Link to={`/content-history?language=${language}&slug=${slug}`}>
            {t('write.history')}
          </Link>
        </Button>
      </div>
      {save.error && !(save.error instanceof ApiError && save.error.problem?.fields) ? (
        <Failure error={save.error} />
      ) : null}
      <StoryForm
        draft={draft}
        onChange={setDraft}
        serverErrors={serverErrors}
        pending={save.isPending}
        onSubmit={(d) => {
          setServerErrors({});
          save.mutate(bodyOf(d), {
            onSuccess: (v) => {
              onSaved(v.version);
            },
            onError: (err) => {
              setServerErrors(err instanceof ApiError ? (err.problem?.fields ?? {}) : {});
            },
          });
        }}
      />
    </div>
  );
}
