/**
 * The images shipped with the template under `public/images/` that a form offers for an image field: faces for a
 * person, shoes for a product, logos for a company. A unit test checks the lists match the folders.
 */
export const SHIPPED_IMAGES = {
  avatars: [
    '/images/avatars/aiko-tanaka.svg',
    '/images/avatars/amara-nwosu.svg',
    '/images/avatars/arjun-mehta.svg',
    '/images/avatars/chloe-dubois.svg',
    '/images/avatars/daniel-cohen.svg',
    '/images/avatars/emma-larsen.svg',
    '/images/avatars/ethan-walker.svg',
    '/images/avatars/grace-o-neill.svg',
    '/images/avatars/hana-kim.svg',
    '/images/avatars/isabella-conti.svg',
    '/images/avatars/jonas-weber.svg',
    '/images/avatars/leila-haddad.svg',
    '/images/avatars/liam-okafor.svg',
    '/images/avatars/lucas-silva.svg',
    '/images/avatars/mateo-rossi.svg',
    '/images/avatars/mei-chen.svg',
    '/images/avatars/mikhail-petrov.svg',
    '/images/avatars/noah-fischer.svg',
    '/images/avatars/olivia-bennett.svg',
    '/images/avatars/oscar-lindqvist.svg',
    '/images/avatars/priya-nair.svg',
    '/images/avatars/sofia-marquez.svg',
    '/images/avatars/tomas-garcia.svg',
    '/images/avatars/yusuf-demir.svg',
  ],
  products: [
    '/images/products/shoe-01.svg',
    '/images/products/shoe-02.svg',
    '/images/products/shoe-03.svg',
    '/images/products/shoe-04.svg',
    '/images/products/shoe-05.svg',
    '/images/products/shoe-06.svg',
    '/images/products/shoe-07.svg',
    '/images/products/shoe-08.svg',
    '/images/products/shoe-09.svg',
    '/images/products/shoe-10.svg',
  ],
  logos: [
    '/images/logos/hearth-leather.svg',
    '/images/logos/kinetic-labs.svg',
    '/images/logos/marea-sandals.svg',
    '/images/logos/northwind-footwear.svg',
    '/images/logos/peak-and-path.svg',
    '/images/logos/solefield-co.svg',
    '/images/logos/tempo-athletics.svg',
    '/images/logos/urbanstep.svg',
  ],
} as const;

export type ImageSet = keyof typeof SHIPPED_IMAGES;
