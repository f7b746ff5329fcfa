import 'i18next';

import type en from '@/locales/en.json';
import type lesson from '@/locales/lesson/en.json';
import type study from '@/locales/study/en.json';
import type stories from '@/locales/stories/en.json';
import type billing from '@/locales/billing/en.json';
import type builtin from '@/locales/builtin/en.json';
import type genie from '@/locales/genie/en.json';
import type site from '@/locales/site/en.json';
import type admin from '@/locales/admin/en.json';
import type account from '@/locales/account/en.json';
import type insight from '@/locales/insight/en.json';
import type media from '@/locales/media/en.json';
import type authoring from '@/locales/authoring/en.json';
import type reader from '@/locales/reader/en.json';

// English is the source locale: translation keys are checked against it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      lesson: typeof lesson;
      study: typeof study;
      stories: typeof stories;
      billing: typeof billing;
      builtin: typeof builtin;
      genie: typeof genie;
      site: typeof site;
      admin: typeof admin;
      account: typeof account;
      insight: typeof insight;
      media: typeof media;
      authoring: typeof authoring;
      reader: typeof reader;
    };
  }
}
