import { describe, expect, it } from 'vitest';

import { parseUtm, rememberUtm, utmTtlMs } from '@/lib/insight/utm';
import { storageKeys } from '@/lib/storage-keys';

const day = 24 * 60 * 60 * 1000;

describe('UTM parameters (product §8: kept 30 days, first and last touch)', () => {
  it('reads only utm_ parameters, trimmed and cut to 200 characters', () => {
    expect(parseUtm('?utm_source=%20newsletter%20&utm_medium=email&x=1')).toEqual({
      source: 'newsletter',
      medium: 'email',
    });
    expect(parseUtm('?ref=abc')).toBeNull();
    expect(parseUtm(`?utm_term=${'t'.repeat(300)}`)?.term).toHaveLength(200);
  });

  it('keeps the first touch and moves the last touch', () => {
    const store = window.localStorage;
    store.clear();
    const t0 = Date.UTC(2026, 0, 1);
    expect(rememberUtm(store, '?utm_source=newsletter', t0)).toEqual({
      first: { source: 'newsletter' },
      last: { source: 'newsletter' },
    });
    expect(rememberUtm(store, '', t0 + day)).toEqual({
      first: { source: 'newsletter' },
      last: { source: 'newsletter' },
    });
    expect(rememberUtm(store, '?utm_source=mastodon&utm_campaign=spring', t0 + 2 * day)).toEqual({
      first: { source: 'newsletter' },
      last: { source: 'mastodon', campaign: 'spring' },
    });
  });

  it('forgets a touch after 30 days', () => {
    const store = window.localStorage;
    store.clear();
    const t0 = Date.UTC(2026, 0, 1);
    rememberUtm(store, '?utm_source=newsletter', t0);
    rememberUtm(store, '?utm_source=mastodon', t0 + 20 * day);
    expect(rememberUtm(store, '', t0 + utmTtlMs - 1).first).toEqual({ source: 'newsletter' });
    expect(rememberUtm(store, '', t0 + utmTtlMs)).toEqual({
      first: undefined,
      last: { source: 'mastodon' },
    });
    expect(rememberUtm(store, '', t0 + 20 * day + utmTtlMs)).toEqual({
      first: undefined,
      last: undefined,
    });
    expect(store.getItem(storageKeys.utm)).toBeNull();
  });

  it('survives a broken entry and missing storage', () => {
    window.localStorage.setItem(storageKeys.utm, '{not json');
    expect(rememberUtm(window.localStorage, '?utm_source=x', 1).first).toEqual({ source: 'x' });
    expect(rememberUtm(null, '?utm_source=y', 1)).toEqual({
      first: { source: 'y' },
      last: { source: 'y' },
    });
  });
});
