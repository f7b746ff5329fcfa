import { useTranslation } from 'react-i18next';

import { PagePlaceholder } from '@/components/page-placeholder';

/** Audio fix tool (spec §2 /audio-fix). */
export function AudioFixPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t('pages.audioFix.title')}
      description={t('pages.audioFix.description')}
    />
  );
}
