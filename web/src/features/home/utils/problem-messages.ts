import type { TFunction } from 'i18next';

import { ApiError } from '@/lib/api/client';

export interface Message {
  title: string;
  description: string;
}

const needCredits = /^You need (\d+) credits but only have (\d+)\.?$/;

/**
 * The server answers in product.md's English (§4, §6); the messages the
 * story card can meet are shown in the interface language, anything else as
 * sent. `fallback` is used when the call failed without a problem document.
 */
export function lessonProblem(t: TFunction<'lesson'>, error: unknown, fallback: Message): Message {
  const problem = error instanceof ApiError ? error.problem : undefined;
  if (!problem) return fallback;
  const detail = problem.detail ?? '';
  const credits = needCredits.exec(detail);
  if (credits) {
    return {
      title: t('messages.notEnoughCreditsTitle'),
      description: t('messages.notEnoughCredits', { needed: credits[1], available: credits[2] }),
    };
  }
  switch (problem.title) {
    case 'Story Too Short':
      return { title: t('messages.tooShortTitle'), description: t('messages.tooShort') };
    case 'Insufficient Credits':
      return {
        title: t('messages.insufficientCreditsTitle'),
        description: t('messages.insufficientCredits'),
      };
    case 'AI Story Not Available':
      return { title: t('messages.aiNotAvailableTitle'), description: t('ai.unavailable') };
    case 'Missing Information':
      return {
        title: t('messages.missingInformationTitle'),
        description:
          detail === 'Please describe the story you want.' ? t('messages.describeStory') : detail,
      };
    case 'Invalid request data':
      return { title: fallback.title, description: t('messages.invalidRequest') };
    default:
      return {
        title: problem.title || fallback.title,
        description: detail || fallback.description,
      };
  }
}
