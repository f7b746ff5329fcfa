import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { lessonPreviewId, useDismissLessonPreview } from '@/lib/lesson-preview';

function paintPreview() {
  const preview = document.createElement('div');
  preview.id = lessonPreviewId;
  document.body.append(preview);
}

const previewShown = () => document.getElementById(lessonPreviewId) !== null;

describe('useDismissLessonPreview', () => {
  afterEach(() => {
    document.getElementById(lessonPreviewId)?.remove();
  });

  it('keeps the server preview while the page waits for its lesson, then takes it away', () => {
    paintPreview();
    const { rerender } = renderHook(
      ({ ready }) => {
        useDismissLessonPreview(ready);
      },
      {
        initialProps: { ready: false },
      },
    );
    expect(previewShown()).toBe(true);
    rerender({ ready: true });
    expect(previewShown()).toBe(false);
  });

  it('takes the preview away when the page goes before its lesson came', () => {
    paintPreview();
    const { unmount } = renderHook(() => {
      useDismissLessonPreview(false);
    });
    expect(previewShown()).toBe(true);
    unmount();
    expect(previewShown()).toBe(false);
  });
});
