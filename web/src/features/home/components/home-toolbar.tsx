import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LoginPromptDialog, type LoginPromptReason } from '@/components/login-prompt-dialog';
import { Icon } from '@/features/home/components/icons';
import { LogoutItem } from '@/features/home/components/logout-item';
import { QuickStoryItems } from '@/features/home/components/quick-story-items';
import { itemClass } from '@/features/home/utils/toolbar-item';
import type { Me } from '@/lib/session/me';

/**
 * The header row of the home page for a guest or user (product §3): Map, the
 * Coffee, Lost, Kitchen and Phone quick stories, My Stories, the curated
 * Library, Progress, Account and Logout.
 */
export function HomeToolbar({ me }: { me: Me }) {
  const { t: tb } = useTranslation('builtin');
  const { t: tAccount } = useTranslation('account');
  const { t: tStudy } = useTranslation('study');
  const [prompt, setPrompt] = useState<LoginPromptReason | null>(null);
  const isGuest = me.mode === 'guest';
  const storiesHref =
    isGuest && me.email
      ? `/stories?${new URLSearchParams({ email: me.email }).toString()}`
      : '/stories';

  return (
    <nav
      aria-label={tb('toolbar.label')}
      className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max items-center gap-2 sm:min-w-0 sm:flex-wrap">
        <li>
          <Link to="/map" className={itemClass}>
            <Icon name="map" className="size-4.5 text-brand" />
            {tb('toolbar.map')}
          </Link>
        </li>
        <QuickStoryItems
          isGuest={isGuest}
          onSignInFirst={() => {
            setPrompt('quickStory');
          }}
        />
        <li>
          <Link to={storiesHref} className={itemClass}>
            <Icon name="stories" className="size-4.5 text-brand" />
            {tb('toolbar.myStories')}
          </Link>
        </li>
        <li>
          <Link to="/library" className={itemClass}>
            <Icon name="book" className="size-4.5 text-brand" />
            {tb('toolbar.library')}
          </Link>
        </li>
        <li>
          <Link to="/progress" className={itemClass}>
            {tStudy('progress.link')}
          </Link>
        </li>
        {isGuest ? null : (
          <li>
            <Link to="/account" className={itemClass}>
              {tAccount('toolbarLink')}
            </Link>
          </li>
        )}
        <LogoutItem me={me} />
      </ul>
      <LoginPromptDialog
        reason={prompt}
        onClose={() => {
          setPrompt(null);
        }}
      />
    </nav>
  );
}
