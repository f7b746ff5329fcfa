import 'i18next';

import type en from '@/locales/en.json';
import type lesson from '@/locales/lesson/en.json';
import type study from '@/locales/study/en.json';

// English is the source locale: translation keys are checked against it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; lesson: typeof lesson; study: typeof study };
  }
}
