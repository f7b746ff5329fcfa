import { useTranslation } from 'react-i18next';

import { ContactForm } from '@/features/contact/contact-form';
import { Faq } from '@/features/contact/faq';
import { usePageMeta } from '@/lib/page-meta';
import { Card } from '@/components/ui/card';

/** Contact and support (product §14 /contact): the form and the FAQ. */
export function ContactPage() {
  const { t } = useTranslation('site');
  const { t: tCommon } = useTranslation();
  usePageMeta(tCommon('pages.contact.title'), '/contact');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {t('contact.title')}
      </h1>
      <p className="mt-3 max-w-prose text-lg text-pretty text-ink-muted">{t('contact.intro')}</p>
      <div className="mt-10 grid gap-12 lg:grid-cols-2">
        <Card asChild className="p-5 sm:p-6">
          <section aria-labelledby="form-title">
            <h2 id="form-title" className="mb-4 font-display text-2xl font-semibold tracking-tight">
              {t('contact.formTitle')}
            </h2>
            <ContactForm />
          </section>
        </Card>
        <Faq />
      </div>
    </div>
  );
}
