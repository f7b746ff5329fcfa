// @vitest-environment node
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { loadRouteCode } from '@/app/route-intent';

describe('loadRouteCode', () => {
  it("starts loading a page's code once, and never the admin area's", async () => {
    const about = vi.fn(() => Promise.resolve({}));
    const admin = vi.fn(() => Promise.resolve({}));
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { path: 'about', lazy: about },
          { path: 'admin', lazy: admin },
        ],
      },
    ];
    loadRouteCode(routes, '/about');
    loadRouteCode(routes, '/about');
    loadRouteCode(routes, '/admin');
    await Promise.resolve();
    expect(about).toHaveBeenCalledTimes(1);
    expect(admin).not.toHaveBeenCalled();
  });
});
