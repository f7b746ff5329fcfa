import { useTranslation } from 'react-i18next';

import type { UploadProblem } from '@/features/media/utils/upload-problem';

/** Why the video cannot be uploaded, as an alert. */
export function ProblemText({ problem }: { problem: UploadProblem }) {
  const { t } = useTranslation('media');
  const [title, text] =
    problem.kind === 'notVideo'
      ? [t('dialog.invalidTypeTitle'), t('dialog.invalidType')]
      : problem.kind === 'tooLarge'
        ? [t('dialog.tooLargeTitle'), t('dialog.tooLarge', { mb: problem.maxMb })]
        : problem.kind === 'insufficient'
          ? [
              t('dialog.insufficientTitle'),
              t('dialog.insufficient', { cost: problem.cost, credits: problem.credits }),
            ]
          : [t('dialog.failedTitle'), t('dialog.failed')];
  return (
    <div role="alert" className="mt-4 rounded-xl bg-danger-soft p-3 text-sm text-danger">
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
    </div>
  );
}
