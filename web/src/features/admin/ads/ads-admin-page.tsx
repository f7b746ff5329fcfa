import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { bodyOf, draftOf, emptyDraft, type AdDraft } from '@/features/admin/ads/ad-draft';
import { AdForm } from '@/features/admin/ads/ad-form';
import { SectionHeading } from '@/features/admin/console/paging';
import { useAds, useRetireAd, useSaveAd, type Ad } from '@/features/admin/ads/ads-api';
import { useAllUploads } from '@/lib/api/uploads';
import { UploadRow } from '@/components/upload-row';
import { ApiError } from '@/lib/api/client';
import { toastError, toastSuccess } from '@/lib/toast';
import { Card } from '@/components/ui/card';

/**
 * Admin: the ads of the generation wait (product §17 ad overlay; issue 16). A
 * section of the admin console: AdminGate lets only admins reach it, and
 * AdminLayout gives it the console's navigation.
 */
export function AdsAdminPage() {
  const { t } = useTranslation('media');
  return (
    <section aria-labelledby="ads-title">
      <SectionHeading id="ads-title" title={t('ads.pageTitle')} text={t('ads.pageText')} />
      <AdsManager />
    </section>
  );
}

function AdsManager() {
  const { t } = useTranslation('media');
  const ads = useAds(true);
  const uploads = useAllUploads(true);
  const save = useSaveAd();
  const retire = useRetireAd();
  const [draft, setDraft] = useState<AdDraft | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const allUploads = uploads.data?.uploads ?? [];

  const edit = (d: AdDraft) => {
    setFieldErrors({});
    setDraft(d);
  };
  const onSave = (d: AdDraft) => {
    save.mutate(
      { ...(d.id === undefined ? {} : { id: d.id }), body: bodyOf(d) },
      {
        onSuccess: () => {
          toastSuccess(t('ads.saved'));
          setDraft(null);
        },
        onError: (err) => {
          setFieldErrors(err instanceof ApiError ? (err.problem?.fields ?? {}) : {});
          toastError(t('ads.saveFailed'));
        },
      },
    );
  };

  return (
    <>
      <section aria-labelledby="ads-list" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id="ads-list" className="font-display text-xl font-semibold">
            {t('ads.listTitle')}
          </h3>
          <Button
            onClick={() => {
              edit(emptyDraft);
            }}
          >
            {t('ads.new')}
          </Button>
        </div>
        {draft ? (
          <div className="mt-4">
            <AdForm
              key={draft.id ?? `new-${draft.uploadId}`}
              initial={draft}
              uploads={allUploads}
              saving={save.isPending}
              fieldErrors={fieldErrors}
              onSave={onSave}
              onCancel={() => {
                setDraft(null);
              }}
            />
          </div>
        ) : null}
        {ads.isPending ? (
          <Spinner label={t('loading')} className="mt-6 justify-start" />
        ) : ads.data?.ads.length ? (
          <ul className="mt-4 grid gap-3">
            {ads.data.ads.map((ad) => (
              <AdRow
                key={ad.id}
                ad={ad}
                onEdit={() => {
                  edit(draftOf(ad));
                }}
                onRetire={() => {
                  retire.mutate(ad.id, {
                    onSuccess: () => {
                      toastSuccess(t('ads.retired'));
                    },
                  });
                }}
              />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-ink-muted">{t('ads.empty')}</p>
        )}
      </section>
      <section aria-labelledby="uploads-title" className="mt-12">
        <h3 id="uploads-title" className="font-display text-xl font-semibold">
          {t('ads.uploadsTitle')}
        </h3>
        {uploads.isPending ? (
          <Spinner label={t('loading')} className="mt-6 justify-start" />
        ) : allUploads.length ? (
          <ul className="mt-4 grid gap-3">
            {allUploads.map((u) => (
              <UploadRow key={u.id} upload={u}>
                <Button
                  onClick={() => {
                    edit({ ...emptyDraft, uploadId: u.id, title: u.fileName });
                  }}
                >
                  {t('ads.useAsAd')}
                  <span className="sr-only"> {u.fileName}</span>
                </Button>
              </UploadRow>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-ink-muted">{t('uploads.empty')}</p>
        )}
      </section>
    </>
  );
}

function AdRow({ ad, onEdit, onRetire }: { ad: Ad; onEdit: () => void; onRetire: () => void }) {
  const { t, i18n } = useTranslation('media');
  const fmt = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const name = ad.title || ad.videoUrl;
  return (
    <Card asChild className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <li>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{name}</p>
          <p className="text-sm text-ink-muted">
            {ad.active ? t('ads.statusActive') : t('ads.statusRetired')} ·{' '}
            {t('ads.weightIs', { weight: ad.weight })}
            {ad.linkUrl ? ` · ${ad.linkLabel ?? ''}` : ''}
          </p>
          {ad.startsAt || ad.endsAt ? (
            <p className="text-sm text-ink-muted">
              {t('ads.dates', {
                from: ad.startsAt ? fmt.format(new Date(ad.startsAt)) : '—',
                to: ad.endsAt ? fmt.format(new Date(ad.endsAt)) : '—',
              })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onEdit}>
            {t('ads.edit')}
            <span className="sr-only"> {name}</span>
          </Button>
          {ad.active ? (
            <Button variant="secondary" onClick={onRetire}>
              {t('ads.retire')}
              <span className="sr-only"> {name}</span>
            </Button>
          ) : null}
        </div>
      </li>
    </Card>
  );
}
