import { useTranslation } from 'react-i18next';

import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { AdOverlay } from '@/features/home/components/story-card/ad-overlay';
import { AiStoryTab } from '@/features/home/components/story-card/ai-story-tab';
import { GenieButton } from '@/features/home/components/story-card/genie-button';
import { StoryForm } from '@/features/home/components/story-card/story-form';
import { useStoryCard, type StoryTab } from '@/features/home/hooks/use-story-card';
import type { Me } from '@/lib/session/me';

const tabs = ['your-story', 'ai-story'] as const;

/**
 * The story input card of product §3, §6: 'Your Story' and 'AI Story' tabs, the
 * counter and credit shortfall, the language settings, the Genie button and,
 * while a lesson is made, the wait overlay and the generation ad.
 */
export function StoryCard({ me }: { me: Me }) {
  const { t } = useTranslation('lesson');
  const card = useStoryCard(me);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 className="text-lg font-semibold">{t('card.title')}</h3>
          <p className="mt-1 text-sm text-ink-muted">{t('card.subtitle')}</p>
        </div>
        <GenieButton
          me={me}
          canGrant={card.aiStories}
          context={{
            story: card.text,
            targetLanguage: card.target,
            nativeLanguage: card.native,
            onStory: card.takeStory,
          }}
        />
      </div>

      <Tabs
        value={card.tab}
        onValueChange={(value) => {
          card.setTab(value as StoryTab);
        }}
        className="flex flex-col gap-4"
      >
        <TabList
          aria-label={t('card.tabsLabel')}
          className="inline-flex self-start rounded-xl bg-surface-muted p-1"
        >
          {tabs.map((value) => (
            <Tab
              key={value}
              value={value}
              disabled={card.waiting}
              className="rounded-lg px-4 py-2 text-sm font-semibold text-ink-muted transition-colors focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm"
            >
              {value === 'your-story' ? t('card.yourStoryTab') : t('card.aiStoryTab')}
            </Tab>
          ))}
        </TabList>

        <TabPanel value="your-story" className="flex flex-col gap-3 outline-none">
          <StoryForm card={card} credits={me.credits} />
        </TabPanel>

        <TabPanel value="ai-story" className="outline-none">
          <AiStoryTab
            available={card.aiStories}
            credits={me.credits}
            targetLanguage={card.target}
            onStory={card.takeStory}
          />
        </TabPanel>
      </Tabs>

      {card.lesson && card.adVisible && (
        <AdOverlay expectedSeconds={card.expectedSeconds} onDone={card.hideAd} />
      )}
    </div>
  );
}
