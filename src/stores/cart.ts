/**
 * The shopping cart shared by the shoe-shop landing and the dashboard (topbar badge, product grid).
 * Kept in localStorage under `stride:cart` as JSON `{ [productId]: quantity }`, synchronised across tabs
 * by @nanostores/persistent. Anything unreadable in storage (hand-edited, older format, another app's data)
 * decodes to an empty cart instead of breaking the page.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed, type ReadableAtom } from 'nanostores';

export type CartItems = Readonly<Record<string, number>>;

export const CART_STORAGE_KEY = 'stride:cart';

/** Upper bound per product, so a stuck key or a script cannot grow a quantity without end. */
export const MAX_QUANTITY = 99;

/** Parses stored JSON into a cart, keeping only positive whole quantities; anything else is an empty cart. */
export function decodeCart(encoded: string): CartItems {
  let parsed: unknown;
  try {
    parsed = JSON.parse(encoded);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const items: Record<string, number> = {};
  for (const [id, quantity] of Object.entries(parsed)) {
    if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0) {
      items[id] = Math.min(quantity, MAX_QUANTITY);
    }
  }
  return items;
}

const $items = persistentAtom<CartItems>(
  CART_STORAGE_KEY,
  {},
  {
    encode: (value) => JSON.stringify(value),
    decode: decodeCart,
  },
);

/** productId -> quantity. Read-only for consumers: change it through `addToCart` / `clearCart`. */
export const $cartItems: ReadableAtom<CartItems> = $items;

/** Total number of items in the cart (sum of quantities). */
export const $cartCount: ReadableAtom<number> = computed($items, (items) =>
  Object.values(items).reduce((sum, quantity) => sum + quantity, 0),
);

/** Adds one of `productId` to the cart (up to MAX_QUANTITY). */
export function addToCart(productId: string): void {
  const id = productId.trim();
  if (!id) throw new Error('addToCart: productId must not be empty');
  const current = $items.get();
  const quantity = Math.min((current[id] ?? 0) + 1, MAX_QUANTITY);
  $items.set({ ...current, [id]: quantity });
}

export function clearCart(): void {
  $items.set({});
}
