import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { draftOf, emptyDraft } from '@/features/admin/ads/ad-draft';
import { AdForm } from '@/features/admin/ads/ad-form';
import { AdRow } from '@/features/admin/ads/ad-row';
import { AdUploads } from '@/features/admin/ads/ad-uploads';
import { useAds, useRetireAd } from '@/features/admin/ads/ads-api';
import { useAdEditor } from '@/features/admin/ads/use-ad-editor';
import { SectionHeading } from '@/features/admin/console/paging';
import { useAllUploads } from '@/lib/api/uploads';
import { toastSuccess } from '@/lib/toast';

/**
 * Admin: the ads of the generation wait (product §17 ad overlay, decision 0014). A
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
  const retire = useRetireAd();
  const { draft, setDraft, fieldErrors, edit, onSave, saving } = useAdEditor();
  const allUploads = uploads.data?.uploads ?? [];
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
              saving={saving}
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
      <AdUploads
        pending={uploads.isPending}
        uploads={allUploads}
        onUse={(u) => {
          edit({ ...emptyDraft, uploadId: u.id, title: u.fileName });
        }}
      />
    </>
  );
}
