/** The navbar's anchors, in page order: each `id` is a section's id, `labelKey` its translated label. */
export const SHOP_SECTIONS = [
  { id: 'home', labelKey: 'shop.nav.home' },
  { id: 'products', labelKey: 'shop.nav.products' },
  { id: 'features', labelKey: 'shop.nav.features' },
  { id: 'about', labelKey: 'shop.nav.about' },
  { id: 'feedback', labelKey: 'shop.nav.feedback' },
] as const;
