import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

import { PageLoading } from '@/app/page-loading';

/**
 * The admin pages: /admin/* (the console) and the content pages. They sit
 * behind AdminGate, and each page is a React.lazy chunk that only the gate's
 * Outlet renders: a visitor or a non-admin never loads the console's code.
 */
function page<M>(load: () => Promise<M>, pick: (m: M) => ComponentType) {
  const Page = lazy(async () => ({ default: pick(await load()) }));
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

const users = () => import('@/features/admin/console/users-section');
const errors = () => import('@/features/admin/console/errors-section');

export const adminRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('@/features/admin/admin-gate')).AdminGate }),
    children: [
      {
        path: 'admin',
        element: page(
          () => import('@/features/admin/admin-layout'),
          (m) => m.AdminLayout,
        ),
        children: [
          { index: true, element: page(users, (m) => m.UsersSection) },
          { path: 'users', element: page(users, (m) => m.UsersSection) },
          {
            path: 'users/:email',
            element: page(
              () => import('@/features/admin/console/user-detail'),
              (m) => m.UserDetail,
            ),
          },
          {
            path: 'stories',
            element: page(
              () => import('@/features/admin/console/stories-section'),
              (m) => m.StoriesSection,
            ),
          },
          {
            path: 'stories/:id',
            element: page(
              () => import('@/features/admin/console/story-detail'),
              (m) => m.StoryDetail,
            ),
          },
          {
            path: 'insight',
            element: page(
              () => import('@/features/admin/insight/insight-page'),
              (m) => m.InsightPage,
            ),
          },
          {
            path: 'ads',
            element: page(
              () => import('@/features/admin/ads/ads-admin-page'),
              (m) => m.AdsAdminPage,
            ),
          },
          { path: 'errors', element: page(errors, (m) => m.ErrorsSection) },
          { path: 'errors/:id', element: page(errors, (m) => m.ErrorDetail) },
          {
            path: 'audit',
            element: page(
              () => import('@/features/admin/console/audit-section'),
              (m) => m.AuditSection,
            ),
          },
          {
            path: 'outbox',
            element: page(
              () => import('@/features/admin/console/outbox-section'),
              (m) => m.OutboxSection,
            ),
          },
          {
            path: 'contact',
            element: page(
              () => import('@/features/admin/contact-messages-section'),
              (m) => m.ContactMessagesSection,
            ),
          },
          {
            path: '*',
            element: page(
              () => import('@/features/admin/console/not-here'),
              (m) => m.NotHere,
            ),
          },
        ],
      },
      {
        // The content pages (product §16) sit in the console's frame too.
        element: page(
          () => import('@/features/admin/admin-layout'),
          (m) => m.AdminLayout,
        ),
        children: [
          {
            path: 'create-content',
            element: page(
              () => import('@/features/admin/create-content-page'),
              (m) => m.CreateContentPage,
            ),
          },
          {
            path: 'create-content/stories',
            element: page(
              () => import('@/features/admin/admin-stories-page'),
              (m) => m.AdminStoriesPage,
            ),
          },
          {
            path: 'create-content/curated',
            element: page(
              () => import('@/features/admin/curated-content-page'),
              (m) => m.CuratedContentPage,
            ),
          },
          {
            path: 'content-history',
            element: page(
              () => import('@/features/admin/content-history-page'),
              (m) => m.ContentHistoryPage,
            ),
          },
        ],
      },
    ],
  },
];
