import type { ListScreenSpec } from '../shared/data-table/types.ts';

/** Product cards: these columns drive search, sort, CSV-free card rendering and the form. */
export default {
  list: 'productgrid',
  entity: 'productgrid',
  columns: [
    { key: 'productName', kind: 'title', imageKey: 'img' },
    { key: 'price', kind: 'money' },
    { key: 'delPrice', kind: 'money' },
    { key: 'rating', kind: 'rating' },
    { key: 'ratingNumber', kind: 'number' },
    { key: 'isFav', kind: 'toggle' },
  ],
} satisfies ListScreenSpec;
