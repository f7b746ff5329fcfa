import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Failure } from '@/features/admin/console/paging';
import { useDateFormat } from '@/features/admin/console/use-date-format';
import { Badge } from '@/features/admin/console/users-section';
import {
  useContentActions,
  useContentStories,
  type ContentVersion,
} from '@/features/admin/content/content-api';
import { ContentFrame } from '@/features/admin/content/content-frame';
import { SelectField } from '@/features/admin/content/form-fields';
import { useStoryLabels } from '@/features/admin/content/story-labels';
import { Card } from '@/components/ui/card';

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
              <StoryRow
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
    </ContentFrame>
  );
}

function StoryRow({
  story: s,
  busy,
  onRetire,
  onBringBack,
}: {
  story: ContentVersion;
  busy: boolean;
  onRetire: () => void;
  onBringBack: () => void;
}) {
  const { t } = useTranslation('authoring');
  const labels = useStoryLabels();
  const format = useDateFormat();
  const key = `language=${s.language}&slug=${s.slug}`;
  return (
    <li className="flex flex-col gap-2 px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words">{s.title}</span>
        {s.retired ? <Badge tone="danger">{t('list.retired')}</Badge> : null}
      </div>
      <p className="text-sm break-words text-ink-muted">
        {labels.languageName(s.language)} · {labels.scenario(s.slug)} · {s.level} ·{' '}
        {labels.versionName(s.version)}
        {s.createdAt ? (
          <>
            {' · '}
            {s.authorEmail} ·{' '}
            <time dateTime={s.createdAt}>{format.format(new Date(s.createdAt))}</time>
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <Link
            to={`/create-content?${key}`}
            aria-label={t('list.editStory', {
              title: s.title,
              language: labels.languageName(s.language),
            })}
          >
            {t('list.edit')}
          </Link>
        </Button>
        <Button asChild variant="ghost">
          <Link
            to={`/content-history?${key}`}
            aria-label={t('list.historyOf', {
              title: s.title,
              language: labels.languageName(s.language),
            })}
          >
            {t('list.history')}
          </Link>
        </Button>
        {s.retired ? (
          <Button variant="secondary" disabled={busy} onClick={onBringBack}>
            {t('list.bringBack')}
          </Button>
        ) : (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={onRetire}
            aria-label={t('list.retireStory', {
              title: s.title,
              language: labels.languageName(s.language),
            })}
          >
            {t('list.retire')}
          </Button>
        )}
      </div>
    </li>
  );
}
