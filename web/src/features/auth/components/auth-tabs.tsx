import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'radix-ui';

import { BrandMark } from '@/components/brand-mark';
import { GoogleSignInButton } from '@/components/google-sign-in-button';
import { OrDivider } from '@/components/or-divider';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { RestoreBanner } from '@/features/auth/components/restore-banner';
import type { AuthTab } from '@/lib/auth-dialog';

const tabTriggerClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-ink-muted transition-colors hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm';

interface AuthTabsProps {
  tab: AuthTab;
  onTab: (tab: AuthTab) => void;
  shareId: string | undefined;
  creditsToRestore: number;
  busy: boolean;
  loginForm: ReactNode;
  registerForm: ReactNode;
}

/** The dialog's main view: the headline, Google, and the Login and Register tabs. */
export function AuthTabs(props: AuthTabsProps) {
  const { tab, onTab, shareId, creditsToRestore, busy } = props;
  const { t } = useTranslation();
  return (
    <div className="flex flex-col">
      <BrandMark className="size-10" />
      <DialogTitle className="mt-4 pr-6">
        {shareId ? t('auth.dialog.sharedHeadline') : t('auth.dialog.welcomeBack')}
      </DialogTitle>
      <DialogDescription>
        {shareId ? t('auth.dialog.sharedSubtitle') : t('auth.dialog.subtitle')}
      </DialogDescription>
      {creditsToRestore > 0 ? <RestoreBanner credits={creditsToRestore} /> : null}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          onTab(value as AuthTab);
        }}
        className="mt-5"
      >
        <Tabs.List
          aria-label={t('auth.tabs.label')}
          className="flex gap-1 rounded-xl bg-surface-muted p-1"
        >
          <Tabs.Trigger value="login" className={tabTriggerClass} disabled={busy}>
            {t('auth.tabs.login')}
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className={tabTriggerClass} disabled={busy}>
            {t('auth.tabs.register')}
          </Tabs.Trigger>
        </Tabs.List>
        <div className="mt-5">
          <GoogleSignInButton next="stories" shareId={shareId} disabled={busy} />
        </div>
        <OrDivider />
        <Tabs.Content value="login" className="outline-none">
          {props.loginForm}
        </Tabs.Content>
        <Tabs.Content value="register" className="outline-none">
          {props.registerForm}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
