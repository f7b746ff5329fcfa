import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ContentFrame } from '@/features/admin/content/content-frame';
import type { CuratedVersion } from '@/features/admin/content/curated-api';
import { curatedDraftOf } from '@/features/admin/content/curated-draft';
import { CuratedForm } from '@/features/admin/content/curated-form';
import { CuratedList } from '@/features/admin/content/curated-list';
import { useStoryLabels } from '@/features/admin/content/story-labels';
import { useMeta } from '@/lib/api/meta';

/**
 * Curated stories (product §16 /create-content/curated): write a library
 * story in a language pair, or edit a curated story's title and text. Every
 * save is a new version, published to the library.
 */
export function CuratedContentPage() {
  const { t } = useTranslation('authoring');
  const labels = useStoryLabels();
  const meta = useMeta();
  const languages = (meta.data?.learningLanguages ?? []).map((l) => ({
    code: l.code,
    name: labels.languageName(l.code),
  }));
  const [editing, setEditing] = useState<CuratedVersion | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [saved, setSaved] = useState<CuratedVersion | null>(null);
  const initial = curatedDraftOf(
    editing,
    languages.map((l) => l.code),
  );

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
        <CuratedList
          onEdit={(v) => {
            setSaved(null);
            setEditing(v);
          }}
        />
      </div>
    </ContentFrame>
  );
}
