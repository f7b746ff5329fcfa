import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { CopyButton } from '@/features/genie/components/copy-button';
import type { ChatMessage } from '@/features/genie/genie-request';

interface GenieChatProps {
  messages: ChatMessage[];
  /** Credits a pack of wishes costs (GET /meta); the cost line waits for it. */
  price: number | undefined;
  hasStory: boolean;
  disabled: boolean;
  onAsk: (question: string) => void;
  onTestMe: () => void;
  onExplain: () => void;
}

/**
 * Product §13: the chat history with a Copy button on each Genie message, and
 * the conversation about the current story (ask, test me, explain).
 */
export function GenieChat({
  messages,
  price,
  hasStory,
  disabled,
  onAsk,
  onTestMe,
  onExplain,
}: GenieChatProps) {
  const { t } = useTranslation('genie');
  const inputId = useId();
  const [question, setQuestion] = useState('');

  return (
    <section aria-label={t('chat.label')} className="flex flex-col gap-3">
      {messages.length === 0 ? (
        <p className="rounded-2xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">
          {t('chat.empty')}
        </p>
      ) : (
        <ol className="flex max-h-72 flex-col gap-2 overflow-y-auto">
          {messages.map((m, i) => (
            <li
              // The history only grows: the index is a stable key.
              key={i}
              className={
                m.role === 'user'
                  ? 'self-end rounded-2xl bg-brand-soft px-4 py-2 text-sm'
                  : 'self-start rounded-2xl border border-line bg-surface px-4 py-3 text-sm'
              }
            >
              <span className="sr-only">
                {m.role === 'user' ? t('chat.you') : t('chat.genie')}:{' '}
              </span>
              <p className="whitespace-pre-wrap">{m.content}</p>
              {m.role === 'assistant' && (
                <div className="mt-2">
                  <CopyButton text={m.content} label={t('chat.copy')} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {hasStory ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!question.trim() || disabled) return;
            onAsk(question.trim());
            setQuestion('');
          }}
        >
          <label htmlFor={inputId} className="text-sm font-semibold">
            {t('chat.questionLabel')}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              value={question}
              maxLength={500}
              onChange={(e) => {
                setQuestion(e.target.value);
              }}
              placeholder={t('chat.questionPlaceholder')}
              className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-surface px-3 text-base"
            />
            <Button type="submit" disabled={disabled || !question.trim()} className="h-11">
              {t('chat.send')}
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={disabled} onClick={onTestMe}>
              {t('chat.testMe')}
            </Button>
            <Button variant="secondary" disabled={disabled} onClick={onExplain}>
              {t('chat.explain')}
            </Button>
          </div>
          {price !== undefined && (
            <p className="text-xs text-ink-muted">{t('chat.cost', { price })}</p>
          )}
        </form>
      ) : (
        <p className="text-sm text-ink-muted">{t('chat.noStory')}</p>
      )}
    </section>
  );
}
