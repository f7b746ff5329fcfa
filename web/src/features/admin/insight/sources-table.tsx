import { useTranslation } from 'react-i18next';

import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import type { Insight } from '@/features/admin/insight/api/get-insight';

/** Where visitors came from, and how far along the funnel each source's visitors went. */
export function SourcesTable({ sources }: { sources: Insight['sources'] }) {
  const { t, i18n } = useTranslation('insight');
  const n = new Intl.NumberFormat(i18n.resolvedLanguage);
  const cols = [
    t('stepVisitor'),
    t('stepGuest'),
    t('stepLesson'),
    t('stepSignUp'),
    t('stepPurchase'),
  ];
  return (
    <section aria-labelledby="insight-sources">
      <h3 id="insight-sources" className="font-display text-xl font-semibold">
        {t('sourcesTitle')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{t('sourcesText')}</p>
      {sources.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t('noSources')}</p>
      ) : (
        <Table caption={t('sourcesTitle')} density="compact" className="mt-3" tabIndex={0}>
          <THead>
            <tr>
              <Th>{t('source')}</Th>
              {cols.map((c) => (
                <Th key={c} numeric>
                  {c}
                </Th>
              ))}
            </tr>
          </THead>
          <TBody>
            {sources.map((s) => (
              <tr key={s.source}>
                <Th scope="row" className="break-all">
                  {s.source || t('direct')}
                </Th>
                {[s.visitors, s.guests, s.firstLesson, s.signUps, s.purchases].map((v, i) => (
                  <Td key={cols[i]} numeric>
                    {n.format(v)}
                  </Td>
                ))}
              </tr>
            ))}
          </TBody>
        </Table>
      )}
    </section>
  );
}
