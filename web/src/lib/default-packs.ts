import type { components } from '@/lib/api/schema';

export type CreditPack = components['schemas']['CreditPack'];

/**
 * Product §5's packs at their default prices: what the About page's
 * prerendered HTML states. A server selling at other prices does not serve
 * that HTML (internal/httpapi/spa.go, pricedPages); domain.DefaultPacks says
 * the same in Go, and TestDefaultPacksAgree checks this file against it.
 */
export const defaultPacks: CreditPack[] = [
  { id: 'small', credits: 50, priceCents: 99, currency: 'usd', bestValue: false },
  { id: 'large', credits: 300, priceCents: 499, currency: 'usd', bestValue: true },
];
