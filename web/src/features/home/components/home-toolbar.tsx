import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ConfirmDialog } from '@/components/ui/dialog';
import { Icon, type IconName } from '@/features/home/components/icons';
import {
  LoginPromptDialog,
  type LoginPromptReason,
} from '@/features/home/components/login-prompt-dialog';
import { cn } from '@/lib/cn';
import { useLogout } from '@/lib/session/logout';
import type { Me } from '@/lib/session/me';
import { toastDurations, toastError, toastSuccess } from '@/lib/toast';

const itemClass =
  'inline-flex h-10 shrink-0 items-center gap-2 rounded-xl border border-line bg-surface px-3.5 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-surface-muted disabled:opacity-50';

const quickStories: { kind: string; icon: IconName; label: 'coffee' | 'lost' | 'kitchen' }[] = [
  { kind: 'coffee', icon: 'coffee', label: 'coffee' },
  { kind: 'lost', icon: 'compass', label: 'lost' },
  { kind: 'kitchen', icon: 'pan', label: 'kitchen' },
];

/**
 * The header row of the home page for a guest or user (spec §2): Map, the
 * Coffee, Lost and Kitchen quick stories, My Stories and Logout.
 */
export function HomeToolbar({ me }: { me: Me }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [prompt, setPrompt] = useState<LoginPromptReason | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const isGuest = me.mode === 'guest';
  const storiesHref =
    isGuest && me.email
      ? `/stories?${new URLSearchParams({ email: me.email }).toString()}`
      : '/stories';

  async function doLogout() {
    try {
      await logout.mutateAsync();
      setConfirmOpen(false);
      toastSuccess(t('toolbar.loggedOutTitle'), t('toolbar.loggedOutText'), {
        duration: toastDurations.logout,
      });
    } catch {
      toastError(t('toolbar.logoutErrorTitle'), t('toolbar.logoutErrorText'));
    }
  }

  return (
    <nav
      aria-label={t('toolbar.label')}
      className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max items-center gap-2 sm:min-w-0 sm:flex-wrap">
        <li>
          <Link to="/map" className={itemClass}>
            <Icon name="map" className="size-4.5 text-brand" />
            {t('toolbar.map')}
          </Link>
        </li>
        {quickStories.map((story) => (
          <li key={story.kind}>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                if (isGuest) setPrompt('quickStory');
                else toastError(t('toolbar.storyNotAvailable'));
              }}
            >
              <Icon name={story.icon} className="size-4.5 text-accent" />
              {t(`toolbar.${story.label}`)}
            </button>
          </li>
        ))}
        <li>
          <Link to={storiesHref} className={itemClass}>
            <Icon name="stories" className="size-4.5 text-brand" />
            {t('toolbar.myStories')}
          </Link>
        </li>
        <li className="sm:ml-auto">
          <button
            type="button"
            className={cn(itemClass, 'text-ink-muted')}
            disabled={logout.isPending}
            onClick={() => {
              if (isGuest) setConfirmOpen(true);
              else void doLogout();
            }}
          >
            <Icon name="logout" className="size-4.5" />
            {isGuest ? t('toolbar.logoutGuest') : t('toolbar.logout')}
          </button>
        </li>
      </ul>
      <LoginPromptDialog
        reason={prompt}
        onClose={() => {
          setPrompt(null);
        }}
      />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('toolbar.logoutGuestTitle')}
        description={
          <>
            <p className="font-semibold text-danger">{t('toolbar.logoutGuestWarning')}</p>
            <p className="mt-2">{t('toolbar.logoutGuestText')}</p>
          </>
        }
        cancelLabel={t('common.cancel')}
        confirmLabel={t('toolbar.logoutGuestConfirm')}
        busy={logout.isPending}
        onConfirm={() => void doLogout()}
      />
    </nav>
  );
}
