import { Link } from 'react-router';

import { useDateFormat } from '@/features/admin/console/use-date-format';
import type { ContentVersion } from '@/features/admin/content/content-api';
import { useStoryLabels } from '@/features/admin/content/story-labels';

/** One version in a line: story, version, what happened, who, when, what changed. */
export function VersionLine({ v, link }: { v: ContentVersion; link?: boolean }) {
  const labels = useStoryLabels();
  const format = useDateFormat();
  const name = `${v.title} · ${labels.languageName(v.language)} · ${labels.scenario(v.slug)}`;
  const changed = labels.changes(v);
  return (
    <span className="block min-w-0">
      {link ? (
        <Link
          to={`/content-history?language=${v.language}&slug=${v.slug}&v=${String(v.version)}`}
          className="block font-medium break-words text-brand hover:underline"
        >
          {name}
        </Link>
      ) : (
        <span className="block font-medium break-words">{v.title}</span>
      )}
      <span className="block text-sm break-words text-ink-muted">
        {labels.versionName(v.version)} · {labels.action(v)}
        {v.createdAt ? (
          <>
            {' · '}
            {v.authorEmail} ·{' '}
            <time dateTime={v.createdAt}>{format.format(new Date(v.createdAt))}</time>
          </>
        ) : null}
      </span>
      {changed ? <span className="block text-sm break-words">{changed}</span> : null}
      {v.note ? (
        <span className="block text-sm break-words text-ink-muted italic">“{v.note}”</span>
      ) : null}
    </span>
  );
}
