import { createBrowserRouter, type RouteObject } from 'react-router';

import { AppLayout } from '@/app/layout/app-layout';
import { NotFoundPage } from '@/app/not-found-page';
import { PageLoading } from '@/app/page-loading';
import { RouteErrorPage } from '@/app/route-error-page';
import { adminRoutes } from '@/app/admin-routes';

/**
 * The routes of product §3. Every page is lazy: its code is a separate chunk,
 * loaded on first visit while "Loading page..." shows.
 *
 * The pages sit under a pathless route whose HydrateFallback is the spinner:
 * on first load the layout (header, footer) renders at once around it, and
 * stays mounted when the page arrives. AppLayout shows the same spinner on
 * later navigations.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        id: 'pages',
        HydrateFallback: PageLoading,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('@/features/home/home-page')).HomePage }),
          },
          {
            path: 'stories',
            lazy: async () => ({
              Component: (await import('@/features/stories/stories-page')).StoriesPage,
            }),
          },
          {
            path: 'library',
            lazy: async () => ({
              Component: (await import('@/features/library/library-page')).LibraryPage,
            }),
          },
          {
            path: 'flashcards',
            lazy: async () => ({
              Component: (await import('@/features/flashcards/review-page')).ReviewPage,
            }),
          },
          {
            path: 'test',
            lazy: async () => ({
              Component: (await import('@/features/flashcards/test-page')).TestPage,
            }),
          },
          {
            path: 'missing',
            lazy: async () => ({
              Component: (await import('@/features/flashcards/missing-page')).MissingPage,
            }),
          },
          {
            path: 'order',
            lazy: async () => ({
              Component: (await import('@/app/order-route')).OrderRoute,
            }),
          },
          {
            path: 'random',
            lazy: async () => ({
              Component: (await import('@/features/flashcards/random-page')).RandomPage,
            }),
          },
          {
            path: 'slideshow',
            lazy: async () => ({
              Component: (await import('@/features/flashcards/slideshow-page')).SlideshowPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('@/features/auth/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            path: 'payment-success',
            lazy: async () => ({
              Component: (await import('@/features/billing/payment-success-page'))
                .PaymentSuccessPage,
            }),
          },
          {
            path: 'payment-canceled',
            lazy: async () => ({
              Component: (await import('@/features/billing/payment-canceled-page'))
                .PaymentCanceledPage,
            }),
          },
          {
            path: 'audio-fix',
            lazy: async () => ({
              Component: (await import('@/features/audio-fix/audio-fix-page')).AudioFixPage,
            }),
          },
          {
            path: 'privacy-policy',
            lazy: async () => ({
              Component: (await import('@/features/legal/privacy-policy-page')).PrivacyPolicyPage,
            }),
          },
          {
            path: 'terms-of-service',
            lazy: async () => ({
              Component: (await import('@/features/legal/terms-of-service-page'))
                .TermsOfServicePage,
            }),
          },
          {
            path: 'map',
            lazy: async () => ({ Component: (await import('@/features/map/map-page')).MapPage }),
          },
          {
            path: 'leaderboards',
            lazy: async () => ({
              Component: (await import('@/features/leaderboards/leaderboards-page'))
                .LeaderboardsPage,
            }),
          },
          {
            path: 'about',
            lazy: async () => ({
              Component: (await import('@/features/about/about-page')).AboutPage,
            }),
          },
          {
            path: 'contact',
            lazy: async () => ({
              Component: (await import('@/features/contact/contact-page')).ContactPage,
            }),
          },
          ...adminRoutes,
          {
            path: 'progress',
            lazy: async () => ({
              Component: (await import('@/features/progress/progress-page')).ProgressPage,
            }),
          },
          {
            path: 'account',
            lazy: async () => ({
              Component: (await import('@/features/account/account-page')).AccountPage,
            }),
          },
          {
            path: 'shared/:publicShareId',
            lazy: async () => ({
              Component: (await import('@/features/public-share/shared-story-page'))
                .SharedStoryPage,
            }),
          },
          {
            path: 'uploads',
            lazy: async () => ({
              Component: (await import('@/features/media/uploads-page')).UploadsPage,
            }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
