import { defineCustomScreen } from '../define.ts';

/** The public shoe-shop storefront landing, linked from the menu; it has its own page outside the signed-in area. */
export default defineCustomScreen({ id: 'productLanding', path: 'product-landing/', group: 'pages', position: 20, icon: 'shoe' });
