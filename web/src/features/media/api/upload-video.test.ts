// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { checkVideoFile, uploadVideo, videoCost } from '@/features/media/api/upload-video';
import { ApiError } from '@/lib/api/client';

const MB = 1 << 20;

describe('videoCost', () => {
  it('is the size in MB rounded up', () => {
    expect([1, MB, MB + 1, 5 * MB, 5 * MB + 7].map(videoCost)).toEqual([1, 1, 2, 5, 6]);
  });
});

describe('checkVideoFile', () => {
  it('refuses what is not a video, too big, or more than the credits', () => {
    expect(checkVideoFile({ size: 10, type: 'text/plain' }, 300, 50 * MB)).toEqual({
      kind: 'notVideo',
    });
    expect(checkVideoFile({ size: 0, type: 'video/mp4' }, 300, 50 * MB)).toEqual({
      kind: 'notVideo',
    });
    expect(checkVideoFile({ size: 51 * MB, type: 'video/mp4' }, 300, 50 * MB)).toEqual({
      kind: 'tooLarge',
      maxMb: 50,
    });
    expect(checkVideoFile({ size: 3 * MB + 1, type: 'video/webm' }, 3, 50 * MB)).toEqual({
      kind: 'insufficient',
      cost: 4,
      credits: 3,
    });
    expect(checkVideoFile({ size: 3 * MB, type: 'video/quicktime' }, 3, 50 * MB)).toBeNull();
  });
});

/** A stand-in XMLHttpRequest that reports upload progress, then answers. */
class FakeXHR {
  static answer: { status: number; body: string } = { status: 201, body: '{}' };
  static last: FakeXHR | null = null;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  responseText = '';
  sent: unknown = null;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXHR.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    this.status = FakeXHR.answer.status;
    this.responseText = FakeXHR.answer.body;
    this.onload?.();
  }
}

describe('uploadVideo', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the file with its key and name, and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXHR);
    FakeXHR.answer = {
      status: 201,
      body: JSON.stringify({ upload: { id: 'u1', credits: 2 }, balance: 298, replayed: false }),
    };
    const file = new File(['x'], 'Comedy night.mp4', { type: 'video/mp4' });
    const progress: number[] = [];
    const result = await uploadVideo(file, 'key-1', (f) => progress.push(f));
    expect(result.balance).toBe(298);
    expect(progress).toEqual([0.25, 1, 1]);
    const xhr = FakeXHR.last;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/v1/uploads');
    expect(xhr?.headers).toMatchObject({
      'Idempotency-Key': 'key-1',
      'X-File-Name': 'Comedy%20night.mp4',
    });
    expect(xhr?.sent).toBe(file);
  });

  it("turns the server's refusal into an ApiError with its problem", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXHR);
    FakeXHR.answer = {
      status: 402,
      body: JSON.stringify({
        status: 402,
        title: 'Insufficient credits',
        detail: 'This upload costs 2 credits, but you only have 1 credits available.',
        code: 'insufficient_credits',
      }),
    };
    const err = await uploadVideo(new File(['x'], 'a.mp4'), 'k', () => undefined).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(402);
    expect((err as ApiError).problem?.title).toBe('Insufficient credits');
  });
});
