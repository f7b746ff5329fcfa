import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Failure } from '@/features/admin/console/paging';
import {
  useContentActions,
  useContentStories,
  useContentVersions,
  type ContentVersion,
} from '@/features/admin/content/content-api';
import { ContentFrame } from '@/features/admin/content/content-frame';
import {
  bodyOf,
  draftOf,
  emptyDraft,
  scenarios,
  type Scenario,
  type StoryDraft,
} from '@/features/admin/content/story-draft';
import { SelectField } from '@/features/admin/content/form-fields';
import { StoryForm } from '@/features/admin/content/story-form';
import { useStoryLabels } from '@/features/admin/content/story-labels';
import { ApiError } from '@/lib/api/client';

/** Content creation (product §16 /create-content): write or edit a quick story. */
export function CreateContentPage() {
  const { t } = useTranslation('authoring');
  const { t: tc } = useTranslation();
  const labels = useStoryLabels();
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
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('pick.language')}
          value={language}
          onChange={(e) => {
            pick({ language: e.target.value });
          }}
        >
          {languages.map((l) => (
            <option key={l} value={l}>
              {labels.languageName(l)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('pick.scenario')}
          value={slug}
          onChange={(e) => {
            pick({ slug: e.target.value });
          }}
        >
          {scenarios.map((s) => (
            <option key={s} value={s}>
              {labels.scenario(s)}
            </option>
          ))}
        </SelectField>
      </div>
      {stories.isError ? <Failure error={stories.error} /> : null}
      {versions.isError ? <Failure error={versions.error} /> : null}
      {stories.isPending || versions.isPending ? (
        <Spinner label={t('loading')} className="mt-6 justify-start" />
      ) : versions.data ? (
        <Editor
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

function Editor({
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
