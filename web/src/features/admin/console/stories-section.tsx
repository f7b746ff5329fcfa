import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import {
  useStorySearch,
  useStoryActions,
  type StoryFilter,
} from '@/features/admin/api/admin-stories';
import { Failure, Paging, SectionHeading } from '@/features/admin/console/paging';
import { AdminStoryItem } from '@/features/admin/console/admin-story-item';
import { Card } from '@/components/ui/card';

const limit = 20;

/** Stories: any owner's, by title, owner or language; publish to the curated list. */
export function StoriesSection() {
  const { t } = useTranslation('admin');
  const [f, setF] = useState<StoryFilter>({ q: '', language: '', public: false, offset: 0 });
  const found = useStorySearch(f, limit);
  const { publish, unpublish } = useStoryActions();
  const change = (patch: Partial<StoryFilter>) => {
    setF((old) => ({ ...old, offset: 0, ...patch }));
  };

  return (
    <section aria-labelledby="stories-title">
      <SectionHeading id="stories-title" title={t('stories.title')} text={t('stories.text')} />
      <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <TextField
          label={t('stories.search')}
          type="search"
          value={f.q}
          onChange={(e) => {
            change({ q: e.target.value });
          }}
        />
        <TextField
          label={t('stories.language')}
          placeholder="es"
          maxLength={5}
          value={f.language}
          onChange={(e) => {
            change({ language: e.target.value.trim().toLowerCase() });
          }}
        />
      </div>
      <label className="mt-3 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={f.public}
          onChange={(e) => {
            change({ public: e.target.checked });
          }}
        />
        {t('stories.onlyPublic')}
      </label>
      {(publish.error ?? unpublish.error) ? (
        <Failure error={publish.error ?? unpublish.error} />
      ) : null}
      {found.isPending ? (
        <Spinner label={t('loading')} className="mt-6 justify-start" />
      ) : found.isError ? (
        <Failure error={found.error} />
      ) : found.data.stories.length === 0 ? (
        <EmptyState className="mt-6">{t('stories.none')}</EmptyState>
      ) : (
        <>
          <Card asChild className="mt-6 divide-y divide-line">
            <ul>
              {found.data.stories.map((s) => (
                <AdminStoryItem key={s.id} story={s} publish={publish} unpublish={unpublish} />
              ))}
            </ul>
          </Card>
          <Paging
            offset={f.offset}
            limit={limit}
            total={found.data.total}
            onOffset={(offset) => {
              setF((o) => ({ ...o, offset }));
            }}
          />
        </>
      )}
    </section>
  );
}
