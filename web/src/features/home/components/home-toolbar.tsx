import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ConfirmDialog } from '@/components/ui/dialog';
import type { QuickStorySlug } from '@/lib/quick-story/open-quick-story';
import { Icon, type IconName } from '@/features/home/components/icons';
import { LoginPromptDialog, type LoginPromptReason } from '@/components/login-prompt-dialog';
import { useQuickStory } from '@/lib/quick-story/use-quick-story';
import { Button } from '@/components/ui/button';
import { useAuthDialog } from '@/lib/auth-dialog';
import { cn } from '@/lib/cn';
import { useLogout } from '@/lib/session/logout';
import type { Me } from '@/lib/session/me';
import { toastDurations, toastError, toastSuccess } from '@/lib/toast';

const itemClass =
  'inline-flex h-10 shrink-0 items-center gap-2 rounded-xl border border-line bg-surface px-3.5 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-surface-muted disabled:opacity-50';

const quickStories: { kind: QuickStorySlug; icon: IconName }[] = [
  { kind: 'coffee', icon: 'coffee' },
  { kind: 'lost', icon: 'compass' },
  { kind: 'kitchen', icon: 'pan' },
  { kind: 'phone', icon: 'phone' },
];

/**
 * The header row of the home page for a guest or user (product §3): Map, the
 * Coffee, Lost, Kitchen and Phone quick stories, My Stories, the curated
 * Library and Logout.
 */
export function HomeToolbar({ me }: { me: Me }) {
  const { t } = useTranslation();
  const { t: tb } = useTranslation('builtin');
  const { t: tAccount } = useTranslation('account');
  const logout = useLogout();
  const { openAuthDialog } = useAuthDialog();
  const [prompt, setPrompt] = useState<LoginPromptReason | null>(null);
  const quick = useQuickStory(() => {
    setPrompt('quickStory');
  });
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
        {quickStories.map((story) => {
          const opening = quick.isPending && quick.variables === story.kind;
          const label = story.kind === 'phone' ? tb('toolbar.phone') : t(`toolbar.${story.kind}`);
          return (
            <li key={story.kind}>
              <button
                type="button"
                className={itemClass}
                aria-busy={opening}
                disabled={quick.isPending}
                onClick={() => {
                  if (isGuest) setPrompt('quickStory');
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
        })}
        <li>
          <Link to={storiesHref} className={itemClass}>
            <Icon name="stories" className="size-4.5 text-brand" />
            {t('toolbar.myStories')}
          </Link>
        </li>
        <li>
          <Link to="/library" className={itemClass}>
            <Icon name="book" className="size-4.5 text-brand" />
            {tb('toolbar.library')}
          </Link>
        </li>
        {isGuest ? null : (
          <li>
            <Link to="/account" className={itemClass}>
              {tAccount('toolbarLink')}
            </Link>
          </li>
        )}
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
            <Button
              variant="secondary"
              className="mt-3"
              onClick={() => {
                setConfirmOpen(false);
                openAuthDialog({ tab: 'register', ...(me.email ? { email: me.email } : {}) });
              }}
            >
              {me.creditsToRestore > 0
                ? t('toolbar.registerToKeepCredits', { credits: me.creditsToRestore })
                : t('toolbar.registerToKeep')}
            </Button>
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
