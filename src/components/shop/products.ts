/**
 * The four shoes on the shop landing. Names, descriptions and image descriptions are translated under
 * `shop.products.items.<key>`; prices are US dollars, formatted per locale at build time.
 */
export interface ShopProduct {
  /** Cart id, shared with the dashboard cart (`src/stores/cart.ts`). */
  id: string;
  /** Translation key under `shop.products.items`. */
  key: 'runner' | 'canvas' | 'trailBoot' | 'loafer';
  image: string;
  price: number;
  oldPrice: number;
  rating: number;
  reviews: number;
}

export const SHOP_PRODUCTS: readonly ShopProduct[] = [
  { id: 'stride-runner', key: 'runner', image: '/images/shop/runner.svg', price: 299.99, oldPrice: 349.99, rating: 4.8, reviews: 312 },
  { id: 'canvas-classic', key: 'canvas', image: '/images/shop/canvas.svg', price: 129.49, oldPrice: 159.99, rating: 4.5, reviews: 186 },
  { id: 'trail-boot', key: 'trailBoot', image: '/images/shop/trail-boot.svg', price: 149.99, oldPrice: 189.99, rating: 4.7, reviews: 241 },
  { id: 'city-loafer', key: 'loafer', image: '/images/shop/loafer.svg', price: 174.65, oldPrice: 199.99, rating: 4.3, reviews: 97 },
];

/** Natural size of the product drawings (their viewBox), so `<img>` reserves the right box before load. */
export const PRODUCT_IMAGE_SIZE = { width: 400, height: 300 } as const;
