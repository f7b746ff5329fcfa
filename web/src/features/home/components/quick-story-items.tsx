import { useTranslation } from 'react-i18next';

import { Icon, type IconName } from '@/features/home/components/icons';
import { itemClass } from '@/features/home/utils/toolbar-item';
import type { QuickStorySlug } from '@/lib/quick-story/open-quick-story';
import { useQuickStory } from '@/lib/quick-story/use-quick-story';

const quickStories: { kind: QuickStorySlug; icon: IconName }[] = [
  { kind: 'coffee', icon: 'coffee' },
  { kind: 'lost', icon: 'compass' },
  { kind: 'kitchen', icon: 'pan' },
  { kind: 'phone', icon: 'phone' },
];

interface QuickStoryItemsProps {
  isGuest: boolean;
  /** A guest (or a refused quick story) is asked to sign in first. */
  onSignInFirst: () => void;
}

/** The toolbar's Coffee, Lost, Kitchen and Phone quick stories (product §3). */
export function QuickStoryItems({ isGuest, onSignInFirst }: QuickStoryItemsProps) {
  const { t: tb } = useTranslation('builtin');
  const quick = useQuickStory(onSignInFirst);
  return quickStories.map((story) => {
    const opening = quick.isPending && quick.variables === story.kind;
    const label = tb(`toolbar.${story.kind}`);
    return (
      <li key={story.kind}>
        <button
          type="button"
          className={itemClass}
          aria-busy={opening}
          disabled={quick.isPending}
          onClick={() => {
            if (isGuest) onSignInFirst();
            else quick.mutate(story.kind);
          }}
        >
          {opening ? (
            <span
              aria-hidden="true"
              className="size-4.5 animate-spin rounded-full border-2 border-accent/30 border-t-accent"
            />
          ) : (
            <Icon name={story.icon} className="size-4.5 text-accent" />
          )}
          {label}
          {opening ? <span className="sr-only">{tb('quick.preparing')}</span> : null}
        </button>
      </li>
    );
  });
}
