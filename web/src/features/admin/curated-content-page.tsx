import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Failure } from '@/features/admin/console/paging';
import { ContentFrame } from '@/features/admin/content/content-frame';
import {
  useCuratedStories,
  type CuratedDraft,
  type CuratedVersion,
} from '@/features/admin/content/curated-api';
import { CuratedForm } from '@/features/admin/content/curated-form';
import { useStoryLabels } from '@/features/admin/content/story-labels';
import { useMeta } from '@/lib/api/meta';
import { Card } from '@/components/ui/card';

/**
 * Curated stories (product §16 /create-content/curated): write a library
 * story in a language pair, or edit a curated story's title and text. Every
 * save is a new version, published to the library.
 */
export function CuratedContentPage() {
  const { t } = useTranslation('authoring');
  const labels = useStoryLabels();
  const meta = useMeta();
  const stories = useCuratedStories();
  const languages = (meta.data?.learningLanguages ?? []).map((l) => ({
    code: l.code,
    name: labels.languageName(l.code),
  }));
  const [editing, setEditing] = useState<CuratedVersion | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [saved, setSaved] = useState<CuratedVersion | null>(null);
  const blank: CuratedDraft = {
    id: '',
    baseVersion: 0,
    targetLanguage: languages[0]?.code ?? 'es',
    nativeLanguage: languages.find((l) => l.code === 'en')?.code ?? 'en',
    title: '',
    text: '',
  };
  const initial: CuratedDraft = editing
    ? {
        id: editing.id,
        baseVersion: editing.version,
        targetLanguage: editing.targetLanguage,
        nativeLanguage: editing.nativeLanguage,
        title: editing.title,
        text: editing.text,
      }
    : blank;

  return (
    <ContentFrame title={t('curated.title')} intro={t('curated.intro')}>
      <div className="flex flex-col gap-8">
        <section aria-labelledby="curated-form-title" className="flex flex-col gap-4">
          <h3 id="curated-form-title" className="font-display text-xl font-semibold break-words">
            {editing
              ? t('curated.editing', {
                  title: editing.title,
                  version: labels.versionName(editing.version),
                })
              : t('curated.new')}
          </h3>
          {editing ? (
            <div>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setEditing(null);
                  setSaved(null);
                  setFormKey((k) => k + 1);
                }}
              >
                {t('curated.newInstead')}
              </Button>
            </div>
          ) : null}
          {meta.isPending ? (
            <Spinner label={t('loading')} className="justify-start" />
          ) : (
            <CuratedForm
              // A new form for each story and each saved version.
              key={`${editing?.id ?? 'new'}/${String(editing?.version ?? 0)}/${String(formKey)}`}
              initial={initial}
              languages={languages}
              onSaved={(v) => {
                setSaved(v);
                setEditing(v);
              }}
            />
          )}
          {saved ? (
            <p
              role="status"
              className="rounded-xl bg-brand-soft px-4 py-3 text-sm font-medium text-brand"
            >
              {t('curated.saved', { version: saved.version })}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="curated-list-title">
          <h3 id="curated-list-title" className="font-display text-xl font-semibold">
            {t('curated.list')}
          </h3>
          {stories.isPending ? (
            <Spinner label={t('loading')} className="mt-4 justify-start" />
          ) : stories.isError ? (
            <Failure error={stories.error} />
          ) : stories.data.stories.length === 0 ? (
            <EmptyState className="mt-4">{t('curated.none')}</EmptyState>
          ) : (
            <Card asChild className="mt-4 divide-y divide-line">
              <ul>
                {stories.data.stories.map((v) => (
                  <li
                    key={v.id}
                    className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium break-words">{v.title}</span>
                      <span className="block text-sm text-ink-muted">
                        {labels.languageName(v.targetLanguage)} →{' '}
                        {labels.languageName(v.nativeLanguage)} · {labels.versionName(v.version)}
                      </span>
                    </span>
                    <span className="flex flex-wrap gap-2">
                      <Button
                        type="button"
                        variant="secondary"
                        aria-label={t('curated.editStory', { title: v.title })}
                        onClick={() => {
                          setSaved(null);
                          setEditing(v);
                        }}
                      >
                        {t('list.edit')}
                      </Button>
                      <Button asChild variant="ghost">
                        <Link
                          to={`/content-history?curated=${v.id}`}
                          aria-label={t('curated.historyOf', { title: v.title })}
                        >
                          {t('list.history')}
                        </Link>
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </section>
      </div>
    </ContentFrame>
  );
}
