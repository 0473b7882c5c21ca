/**
 * Add to Cart buttons, the navbar's cart badge and cart panel, all driven by the shared cart store.
 * Every text shown or spoken comes from templates rendered into the HTML at build time.
 */
import { $cartCount, $cartItems, addToCart, clearCart } from '../../stores/cart.ts';
import { announce, fill } from './announce.ts';

export function initCart(): void {
  const root = document.querySelector<HTMLElement>('[data-cart]');
  const toggle = root?.querySelector<HTMLButtonElement>('[data-cart-toggle]');
  const panel = root?.querySelector<HTMLElement>('[data-cart-panel]');
  const badge = root?.querySelector<HTMLElement>('[data-cart-badge]');
  const countText = root?.querySelector<HTMLElement>('[data-cart-count-text]');
  const summary = root?.querySelector<HTMLElement>('[data-cart-summary]');
  const clear = root?.querySelector<HTMLButtonElement>('[data-cart-clear]');
  if (!root || !toggle || !panel || !badge || !countText || !summary || !clear) return;
  const format = new Intl.NumberFormat(document.querySelector<HTMLElement>('[data-intl-locale]')?.dataset.intlLocale);

  $cartCount.subscribe((count) => {
    const shown = format.format(count);
    badge.textContent = count > 99 ? `${format.format(99)}+` : shown;
    badge.hidden = count === 0;
    countText.textContent = fill(countText.dataset.template ?? '', { count: shown });
    summary.textContent = count === 0 ? (summary.dataset.empty ?? '') : fill(summary.dataset.template ?? '', { count: shown });
    clear.disabled = count === 0;
  });

  $cartItems.subscribe((items) => {
    for (const line of root.querySelectorAll<HTMLElement>('[data-cart-line]')) {
      const quantity = items[line.dataset.cartLine ?? ''] ?? 0;
      line.hidden = quantity === 0;
      const label = line.querySelector<HTMLElement>('[data-cart-quantity]');
      if (label) label.textContent = fill(label.dataset.template ?? '', { count: format.format(quantity) });
    }
  });

  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-add-to-cart]')) {
    button.addEventListener('click', () => {
      addToCart(button.dataset.addToCart ?? '');
      announce(
        fill(root.dataset.added ?? '', {
          product: button.dataset.productName ?? '',
          count: format.format($cartCount.get()),
        }),
      );
    });
  }

  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  toggle.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  clear.addEventListener('click', () => {
    clearCart();
    announce(clear.dataset.cleared ?? '');
    toggle.focus();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!panel.hidden && !root.contains(event.target as Node)) setOpen(false);
  });
}
