import { useTranslation } from 'react-i18next';

import type { ContentVersion } from '@/features/admin/content/content-api';
import { useLanguageName } from '@/lib/use-language-name';

type Change = ContentVersion['changes'][number];

/** Names of the content pages' things in the interface language. */
export function useStoryLabels() {
  const { t } = useTranslation('authoring');
  const languageName = useLanguageName();
  const scenario = (slug: string) =>
    ({
      coffee: t('scenario.coffee'),
      lost: t('scenario.lost'),
      kitchen: t('scenario.kitchen'),
      phone: t('scenario.phone'),
    })[slug] ?? slug;
  const action = (v: ContentVersion) =>
    v.action === 'restored'
      ? t('action.restored', { from: v.restoredFrom ?? 0 })
      : t(`action.${v.action}`);
  const change = (c: Change) => {
    const language = c.language ? languageName(c.language) : '';
    const n = c.sentence ?? 0;
    switch (c.field) {
      case 'level':
        return t('change.level');
      case 'title':
        return t('change.title');
      case 'titleTranslation':
        return t('change.titleTranslation', { language });
      case 'sentence':
        return t('change.sentence', { n });
      case 'translation':
        return t('change.translation', { n, language });
      case 'sentenceAdded':
        return t('change.sentenceAdded', { n });
      case 'sentenceRemoved':
        return t('change.sentenceRemoved', { n });
      case 'retired':
        return t('change.retired');
      case 'restored':
        return t('change.restored');
      default:
        return c.field;
    }
  };
  const changes = (v: ContentVersion) =>
    v.changes.length === 0 ? '' : t('changed', { list: v.changes.map(change).join(', ') });
  const versionName = (n: number) => (n === 0 ? t('version.original') : t('version.n', { n }));
  return { languageName, scenario, action, changes, versionName };
}
