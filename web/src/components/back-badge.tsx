import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { useLanguageName } from '@/lib/use-language-name';

/** What a lesson's sentence cards have on their backs (GET /meta/offers' words, and "partial"). */
export type BackKind =
  'translation' | 'machine-draft' | 'machine-draft-via' | 'glosses' | 'partial' | 'none';

interface BackBadgeProps {
  back: BackKind;
  via?: string | undefined;
  className?: string;
}

/**
 * One short line that says, beside a quick or curated story, what its
 * lesson's backs are (product §6) — as the story card says before paying.
 */
export function BackBadge({ back, via, className }: BackBadgeProps) {
  const { t } = useTranslation('lesson');
  const language = useLanguageName();
  const text =
    back === 'machine-draft-via'
      ? t('offer.badge.machineDraftVia', { language: language(via ?? 'es') })
      : t(`offer.badge.${badgeKey(back)}`);
  return (
    <span
      data-testid="back-badge"
      data-back={back}
      className={cn('text-xs text-ink-muted', className)}
    >
      {text}
    </span>
  );
}

function badgeKey(back: Exclude<BackKind, 'machine-draft-via'>) {
  switch (back) {
    case 'translation':
      return 'translation';
    case 'machine-draft':
      return 'machineDraft';
    case 'glosses':
      return 'glosses';
    case 'partial':
      return 'partial';
    default:
      return 'none';
  }
}
