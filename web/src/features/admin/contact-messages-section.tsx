import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useContactMessages } from '@/features/admin/api/get-contact-messages';
import { Card } from '@/components/ui/card';

/** The messages of the contact form, newest first (product §14, decision 0009). */
export function ContactMessagesSection() {
  const { t, i18n } = useTranslation('site');
  const messages = useContactMessages();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section id="contact-messages" aria-labelledby="contact-messages-title">
      <h2
        id="contact-messages-title"
        className="font-display text-2xl font-semibold tracking-tight"
      >
        {t('admin.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('admin.text')}</p>
      {messages.isPending ? (
        <Spinner label={t('admin.title')} className="mt-6 justify-start" />
      ) : messages.isError ? (
        <p role="alert" className="mt-6 text-danger">
          {t('admin.error')}
        </p>
      ) : messages.data.messages.length === 0 ? (
        <EmptyState className="mt-6">{t('admin.empty')}</EmptyState>
      ) : (
        <ul className="mt-6 flex flex-col gap-4">
          {messages.data.messages.map((m) => (
            <Card asChild key={m.id} className="p-5">
              <li>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold break-words">{m.subject}</h3>
                  <time dateTime={m.createdAt} className="text-sm text-ink-muted tabular-nums">
                    {format.format(new Date(m.createdAt))}
                  </time>
                </div>
                <p className="mt-1 text-sm text-ink-muted">
                  {t('admin.from')}: {m.firstName} {m.lastName} &lt;{m.email}&gt; ·{' '}
                  {m.lang.toUpperCase()}
                  {m.signedIn ? ` · ${t('admin.signedIn')}` : ''}
                </p>
                <p className="mt-3 break-words whitespace-pre-line">{m.message}</p>
                <a
                  href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                  className="mt-3 inline-block text-sm font-medium text-brand underline underline-offset-2"
                >
                  {t('admin.reply')}
                </a>
              </li>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
