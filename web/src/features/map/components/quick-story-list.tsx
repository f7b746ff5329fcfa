import { useTranslation } from 'react-i18next';

import { BackBadge } from '@/components/back-badge';
import { KnownBadge } from '@/components/known-badge';
import type { components } from '@/lib/api/schema';
import type { QuickStorySlug } from '@/lib/quick-story/open-quick-story';

interface QuickStoryListProps {
  lang: string;
  stories: {
    data: components['schemas']['QuickStoryBody'][] | undefined;
    isPending: boolean;
    isError: boolean;
  };
  /** The story being opened, while it is. */
  opening: QuickStorySlug | undefined;
  busy: boolean;
  onOpen: (slug: QuickStorySlug) => void;
}

/** The language's quick stories, each a button that opens it as a lesson. */
export function QuickStoryList({ lang, stories, opening, busy, onOpen }: QuickStoryListProps) {
  const { t } = useTranslation('site');
  return stories.isError ? (
    <p role="alert" className="mt-2 text-sm text-danger">
      {t('map.quickFailed')}
    </p>
  ) : (
    <ul className="mt-2 grid gap-2 sm:grid-cols-2" aria-busy={stories.isPending}>
      {(stories.data ?? []).map((s) => (
        <li key={s.slug}>
          <button
            type="button"
            disabled={busy}
            aria-busy={busy && opening === s.slug}
            onClick={() => {
              onOpen(s.slug);
            }}
            className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-line px-3 py-2 text-left text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
          >
            <span className="min-w-0">
              <span lang={lang} className="block font-medium">
                {s.title}
              </span>
              <BackBadge back={s.back} via={s.via} />
              <KnownBadge known={s.known} className="block" />
            </span>
            <span className="shrink-0 text-xs text-ink-muted">{s.level}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
