import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Failure } from '@/features/admin/console/paging';
import { AdminStoryRow } from '@/features/admin/content/admin-story-row';
import {
  useContentActions,
  useContentStories,
  type ContentVersion,
} from '@/features/admin/content/content-api';
import { ContentFrame } from '@/features/admin/content/content-frame';
import { SelectField } from '@/features/admin/content/form-fields';
import { RetireStoryDialog } from '@/features/admin/content/retire-story-dialog';
import { useStoryLabels } from '@/features/admin/content/story-labels';

/** Admin stories (product §16 /create-content/stories): every quick story, to edit or retire. */
export function AdminStoriesPage() {
  const { t } = useTranslation('authoring');
  const { t: tc } = useTranslation();
  const labels = useStoryLabels();
  const [params, setParams] = useSearchParams();
  const language = params.get('language') ?? '';
  const all = useContentStories();
  const { retire, restore } = useContentActions();
  // Retiring takes a story away from learners: asked first.
  const [retiring, setRetiring] = useState<ContentVersion | null>(null);
  const languages = [...new Set((all.data?.stories ?? []).map((s) => s.language))];
  const shown = (all.data?.stories ?? []).filter((s) => !language || s.language === language);

  return (
    <ContentFrame title={tc('pages.adminStories.title')} intro={t('list.intro')}>
      <div className="max-w-xs">
        <SelectField
          label={t('pick.language')}
          value={language}
          onChange={(e) => {
            setParams(e.target.value ? { language: e.target.value } : {}, { replace: true });
          }}
        >
          <option value="">{t('pick.allLanguages')}</option>
          {languages.map((l) => (
            <option key={l} value={l}>
              {labels.languageName(l)}
            </option>
          ))}
        </SelectField>
      </div>
      {(retire.error ?? restore.error) ? <Failure error={retire.error ?? restore.error} /> : null}
      {all.isPending ? (
        <Spinner label={t('loading')} className="mt-6 justify-start" />
      ) : all.isError ? (
        <Failure error={all.error} />
      ) : (
        <Card asChild className="mt-6 divide-y divide-line">
          <ul aria-label={t('list.label')}>
            {shown.map((s) => (
              <AdminStoryRow
                key={`${s.language}/${s.slug}`}
                story={s}
                busy={retire.isPending || restore.isPending}
                onRetire={() => {
                  setRetiring(s);
                }}
                onBringBack={() => {
                  restore.mutate({
                    language: s.language,
                    slug: s.slug,
                    version: s.version - 1,
                    baseVersion: s.version,
                  });
                }}
              />
            ))}
          </ul>
        </Card>
      )}
      <RetireStoryDialog retiring={retiring} setRetiring={setRetiring} retire={retire} />
    </ContentFrame>
  );
}
