import { useCallback, useId } from 'react';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { addToCart } from '../../stores/cart.ts';
import { notify } from '../../stores/notify.ts';
import { Block, Bone, CardShell, FavouriteButton, Stars } from '../list/card-list/Card.tsx';
import { CardScreen } from '../list/card-list/CardScreen.tsx';
import { CONTROL, FilterField } from '../list/card-list/FilterField.tsx';
import type { Row } from '../list/data-table/DataTable.tsx';
import { formattersFor } from '../list/data-table/format.ts';
import type { ViewState } from '../list/data-table/url-state.ts';
import { ShoppingCart } from 'lucide-react';
import { screenIsland, type ScreenProps } from '../list/screen-island.tsx';
import { imageSrc } from '../../api/image-src.ts';

const RATINGS = ['4', '3', '2', '1'];

/** Price range and minimum rating, both kept in the URL (`min`, `max`, `rating`). */
function keepFor(view: ViewState) {
  const min = Number(view.extra.min);
  const max = Number(view.extra.max);
  const rating = Number(view.extra.rating);
  if (!view.extra.min && !view.extra.max && !view.extra.rating) return undefined;
  return (row: Row) => {
    const price = Number(row.price);
    if (view.extra.min && price < min) return false;
    if (view.extra.max && price > max) return false;
    if (view.extra.rating && Number(row.rating) < rating) return false;
    return true;
  };
}

/** The product card's shape while the list loads: picture, name, price, stars, button. */
const SKELETON = (
  <CardShell className="overflow-hidden">
    <Block className="aspect-[4/3] w-full" />
    <div className="flex flex-1 flex-col gap-2 p-4">
      <Bone className="font-semibold" width="70%" />
      <Bone className="text-lg" width="40%" />
      <Bone className="text-sm" width="55%" />
      <Block className="mt-auto h-9 rounded-lg" />
    </div>
  </CardShell>
);

function ProductsGridScreen({ spec, title }: Pick<ScreenProps, 'spec' | 'title'>) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const id = useId();

  const add = (row: Row) => {
    addToCart(String(row.id));
    notify.success(t('ecommerce.addedToCart', { name: String(row.productName) }));
  };

  const filters = useCallback(
    (view: ViewState, update: (patch: Partial<ViewState>) => void) => {
      const price = (key: 'min' | 'max') => (
        <FilterField id={`${id}-${key}`} label={t(key === 'min' ? 'ecommerce.minPrice' : 'ecommerce.maxPrice')}>
          <input
            id={`${id}-${key}`}
            type="number"
            min={0}
            inputMode="decimal"
            className={`w-28 ${CONTROL}`}
            value={view.extra[key] ?? ''}
            onChange={(e) => update({ extra: { ...view.extra, [key]: e.target.value } })}
          />
        </FilterField>
      );
      return (
        <>
          {price('min')}
          {price('max')}
          <FilterField id={`${id}-rating`} label={t('fields.productgrid.rating')}>
            <select
              id={`${id}-rating`}
              className={CONTROL}
              value={view.extra.rating ?? ''}
              onChange={(e) => update({ extra: { ...view.extra, rating: e.target.value } })}
            >
              <option value="">{t('ecommerce.anyRating')}</option>
              {RATINGS.map((r) => (
                <option key={r} value={r}>
                  {t('ecommerce.starsUp', { count: Number(r) })}
                </option>
              ))}
            </select>
          </FilterField>
        </>
      );
    },
    [t, id],
  );

  return (
    <CardScreen
      spec={spec}
      title={title}
      sortKeys={['price', 'rating', 'productName', 'ratingNumber']}
      extraKeys={['min', 'max', 'rating']}
      filters={filters}
      keep={keepFor}
      skeleton={SKELETON}
      renderCard={(row, card) => {
        const name = String(row.productName);
        const price = Number(row.price);
        const old = Number(row.delPrice);
        return (
          <CardShell className="overflow-hidden">
            <div className="relative bg-surface-2">
              <img
                src={imageSrc(String(row.img))}
                alt=""
                width={320}
                height={240}
                loading="lazy"
                decoding="async"
                className="block aspect-[4/3] w-full object-contain p-4"
              />
              <span className="absolute end-3 top-3">
                <FavouriteButton
                  on={row.isFav === true}
                  busy={card.busy(row)}
                  label={t('ecommerce.favourite', { name })}
                  {...(card.toggle ? { onPress: () => card.toggle?.(row, 'isFav') } : {})}
                />
              </span>
            </div>
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h2 className="font-semibold text-ink">
                {card.edit ? (
                  <button type="button" className="text-start hover:text-primary" onClick={() => card.edit?.(row)}>
                    {name}
                  </button>
                ) : (
                  name
                )}
              </h2>
              <p className="flex items-baseline gap-2">
                <span className="text-lg font-bold text-ink">{f.money(price)}</span>
                {old > price && (
                  <del className="text-sm text-muted">
                    <span className="sr-only">{t('fields.productgrid.delPrice')}: </span>
                    {f.money(old)}
                  </del>
                )}
              </p>
              <Stars value={Number(row.rating)} count={Number(row.ratingNumber)} format={f.number} />
              <button
                type="button"
                onClick={() => add(row)}
                className="mt-auto inline-flex items-center justify-center gap-2 rounded-lg bg-primary px-3 py-2 text-sm font-medium text-on-primary hover:bg-primary-strong"
              >
                <ShoppingCart className="size-4" aria-hidden="true" />
                {t('ecommerce.addToCart')}
                <span className="sr-only">: {name}</span>
              </button>
            </div>
          </CardShell>
        );
      }}
    />
  );
}

export default screenIsland(ProductsGridScreen);
