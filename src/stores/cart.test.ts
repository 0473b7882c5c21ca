import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh cart module reading whatever the test put in (fake) storage beforehand. */
async function loadCart(stored?: string) {
  vi.resetModules();
  const persistent = await import('@nanostores/persistent');
  persistent.useTestStorageEngine();
  persistent.cleanTestStorage();
  if (stored !== undefined) persistent.setTestStorageKey('stride:cart', stored);
  const cart = await import('./cart.ts');
  return { ...cart, storage: () => persistent.getTestStorage() };
}

describe('cart store', () => {
  let unsubscribe: () => void = () => {};
  beforeEach(() => {
    unsubscribe = () => {};
  });
  afterEach(() => unsubscribe());

  it('starts empty with a count of 0', async () => {
    const { $cartItems, $cartCount } = await loadCart();
    expect($cartItems.get()).toEqual({});
    expect($cartCount.get()).toBe(0);
  });

  it('adds products, counts every unit and persists as JSON', async () => {
    const { addToCart, $cartItems, $cartCount, storage } = await loadCart();
    const seen: number[] = [];
    unsubscribe = $cartCount.subscribe((n) => seen.push(n));
    addToCart('runner');
    addToCart('runner');
    addToCart('boot');
    expect($cartItems.get()).toEqual({ runner: 2, boot: 1 });
    expect($cartCount.get()).toBe(3);
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(JSON.parse(storage()['stride:cart'] ?? 'null')).toEqual({ runner: 2, boot: 1 });
  });

  it('restores a stored cart (a reload)', async () => {
    const { $cartItems, $cartCount } = await loadCart('{"runner":2,"loafer":4}');
    unsubscribe = $cartCount.listen(() => {});
    expect($cartItems.get()).toEqual({ runner: 2, loafer: 4 });
    expect($cartCount.get()).toBe(6);
  });

  it.each([
    ['not JSON', '{runner: 2'],
    ['an array', '[1,2,3]'],
    ['a number', '42'],
    ['null', 'null'],
    ['an empty string', ''],
  ])('falls back to an empty cart when storage holds %s', async (_label, stored) => {
    const { $cartItems, $cartCount, addToCart } = await loadCart(stored);
    unsubscribe = $cartCount.listen(() => {});
    expect($cartItems.get()).toEqual({});
    expect($cartCount.get()).toBe(0);
    addToCart('runner');
    expect($cartCount.get()).toBe(1);
  });

  it('drops entries whose quantity is not a positive whole number and caps large ones', async () => {
    const { $cartItems, $cartCount } = await loadCart('{"a":2,"b":-1,"c":"3","d":1.5,"e":0,"f":null,"g":5000}');
    unsubscribe = $cartCount.listen(() => {});
    expect($cartItems.get()).toEqual({ a: 2, g: 99 });
    expect($cartCount.get()).toBe(101);
  });

  it('never grows a quantity past the cap', async () => {
    const { addToCart, $cartItems } = await loadCart('{"runner":99}');
    addToCart('runner');
    expect($cartItems.get()).toEqual({ runner: 99 });
  });

  it('rejects an empty product id', async () => {
    const { addToCart, $cartCount } = await loadCart();
    expect(() => addToCart('  ')).toThrow();
    expect($cartCount.get()).toBe(0);
  });

  it('clearCart empties the cart and storage', async () => {
    const { addToCart, clearCart, $cartCount, storage } = await loadCart();
    addToCart('runner');
    clearCart();
    expect($cartCount.get()).toBe(0);
    expect(JSON.parse(storage()['stride:cart'] ?? 'null')).toEqual({});
  });
});
