import type { Ad, AdBody } from '@/features/admin/ads/ads-api';

/** What the form edits: an ad's settings, with dates as the inputs hold them. */
export interface AdDraft {
  id?: number;
  title: string;
  uploadId: string;
  videoUrl: string;
  linkUrl: string;
  linkLabel: string;
  weight: string;
  active: boolean;
  startsAt: string; // yyyy-mm-ddThh:mm, local time
  endsAt: string;
}

export const emptyDraft: AdDraft = {
  title: '',
  uploadId: '',
  videoUrl: '',
  linkUrl: '',
  linkLabel: 'BOOK NOW',
  weight: '1',
  active: true,
  startsAt: '',
  endsAt: '',
};

function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An ad as the form shows it. */
export function draftOf(ad: Ad): AdDraft {
  return {
    id: ad.id,
    title: ad.title,
    uploadId: ad.uploadId ?? '',
    videoUrl: ad.uploadId ? '' : ad.videoUrl,
    linkUrl: ad.linkUrl ?? '',
    linkLabel: ad.linkLabel ?? '',
    weight: String(ad.weight),
    active: ad.active,
    startsAt: toLocalInput(ad.startsAt),
    endsAt: toLocalInput(ad.endsAt),
  };
}

/** The body the API takes for a draft (local dates become instants). */
export function bodyOf(d: AdDraft): AdBody {
  const body: AdBody = {
    title: d.title,
    linkUrl: d.linkUrl,
    linkLabel: d.linkLabel,
    weight: Number(d.weight),
    active: d.active,
  };
  if (d.uploadId) body.uploadId = d.uploadId;
  else body.videoUrl = d.videoUrl;
  if (d.startsAt) body.startsAt = new Date(d.startsAt).toISOString();
  if (d.endsAt) body.endsAt = new Date(d.endsAt).toISOString();
  return body;
}
