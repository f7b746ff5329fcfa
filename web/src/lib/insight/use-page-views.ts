import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { pageView } from '@/lib/insight/track';

/** Counts a page view on every change of path (product §8). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    pageView(pathname);
  }, [pathname]);
}
