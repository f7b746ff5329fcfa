import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { Failure } from '@/features/admin/console/paging';
import { useContentStories, useContentVersions } from '@/features/admin/content/content-api';
import { ContentFrame } from '@/features/admin/content/content-frame';
import { scenarios, type Scenario } from '@/features/admin/content/story-draft';
import { StoryEditor } from '@/features/admin/content/story-editor';
import { StoryPickFields } from '@/features/admin/content/story-pick-fields';

/** Content creation (product §16 /create-content): write or edit a quick story. */
export function CreateContentPage() {
  const { t } = useTranslation('authoring');
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stories = useContentStories();
  const languages = [...new Set((stories.data?.stories ?? []).map((s) => s.language))];
  const language = params.get('language') ?? languages[0] ?? '';
  const slugParam = params.get('slug') ?? '';
  const slug: Scenario = (scenarios as readonly string[]).includes(slugParam)
    ? (slugParam as Scenario)
    : 'coffee';
  const versions = useContentVersions(language, slug);
  const [saved, setSaved] = useState<number | null>(null);
  const pick = (patch: Record<string, string>) => {
    setSaved(null);
    setParams({ language, slug, ...patch }, { replace: true });
  };

  return (
    <ContentFrame title={tc('pages.createContent.title')} intro={t('write.intro')}>
      <StoryPickFields languages={languages} language={language} slug={slug} pick={pick} />
      {stories.isError ? <Failure error={stories.error} /> : null}
      {versions.isError ? <Failure error={versions.error} /> : null}
      {stories.isPending || versions.isPending ? (
        <Spinner label={t('loading')} className="mt-6 justify-start" />
      ) : versions.data ? (
        <StoryEditor
          // A new form for each story and each saved version.
          key={`${language}/${slug}/${String(versions.data.stories[0]?.version ?? 0)}`}
          language={language}
          slug={slug}
          newest={versions.data.stories[0]}
          onSaved={setSaved}
        />
      ) : null}
      {saved !== null ? (
        <p
          role="status"
          className="mt-6 rounded-xl bg-brand-soft px-4 py-3 text-sm font-medium text-brand"
        >
          {t('write.saved', { version: saved })}
        </p>
      ) : null}
    </ContentFrame>
  );
}
