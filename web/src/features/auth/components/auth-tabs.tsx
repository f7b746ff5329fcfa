import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { BrandMark } from '@/components/brand-mark';
import { GoogleSignInButton } from '@/components/google-sign-in-button';
import { OrDivider } from '@/components/or-divider';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
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
      <Tabs
        value={tab}
        onValueChange={(value) => {
          onTab(value as AuthTab);
        }}
        className="mt-5"
      >
        <TabList
          aria-label={t('auth.tabs.label')}
          className="flex gap-1 rounded-xl bg-surface-muted p-1"
        >
          <Tab value="login" className={tabTriggerClass} disabled={busy}>
            {t('auth.tabs.login')}
          </Tab>
          <Tab value="register" className={tabTriggerClass} disabled={busy}>
            {t('auth.tabs.register')}
          </Tab>
        </TabList>
        <div className="mt-5">
          <GoogleSignInButton next="stories" shareId={shareId} disabled={busy} />
        </div>
        <OrDivider />
        <TabPanel value="login" className="outline-none">
          {props.loginForm}
        </TabPanel>
        <TabPanel value="register" className="outline-none">
          {props.registerForm}
        </TabPanel>
      </Tabs>
    </div>
  );
}
