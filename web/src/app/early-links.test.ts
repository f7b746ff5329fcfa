import { afterEach, describe, expect, it } from 'vitest';

import { followLinksUntilLive } from '@/app/early-links';

describe('links tapped before the app is live', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    delete document.documentElement.dataset.live;
    document.body.replaceChildren();
  });

  it('go to the browser, not to the half-hydrated tree, until <html data-live>', () => {
    // A stand-in for React's listener on the root container.
    const root = document.createElement('div');
    root.innerHTML =
      '<footer><a href="#board"><span>Leaderboards</span></a></footer><button>Go</button>';
    document.body.append(root);
    const seen: string[] = [];
    root.addEventListener('click', (event) => {
      seen.push((event.target as Element).tagName);
      event.preventDefault();
    });
    stop = followLinksUntilLive();
    const link = root.querySelector('span');
    const button = root.querySelector('button');
    if (!link || !button) throw new Error('fixture');

    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(early);
    expect(seen).toEqual([]);
    expect(early.defaultPrevented).toBe(false); // the browser follows the link

    button.click(); // not a link: the app's own hydration handles it
    expect(seen).toEqual(['BUTTON']);

    document.documentElement.dataset.live = 'true';
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(seen).toEqual(['BUTTON', 'SPAN']);
  });
});
