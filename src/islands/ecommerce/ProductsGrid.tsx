import { useCallback, useId, useState } from 'react';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { addToCart } from '../../stores/cart.ts';
import { notify } from '../../stores/notify.ts';
import { Block, Bone, CardShell } from '../shared/card-list/Card.tsx';
import { CardList } from '../shared/card-list/CardList.tsx';
import type { Row } from '../shared/data-table/DataTable.tsx';
import { formattersFor } from '../shared/data-table/format.ts';
import type { ViewState } from '../shared/data-table/url-state.ts';
import { FavouriteButton } from '../shared/FavouriteButton.tsx';
import { LazyFormDialog as FormDialog } from '../shared/form-dialog/LazyFormDialog.tsx';
import { Icon } from '../shared/icons.tsx';
import { screenIsland, type ScreenProps } from '../shared/screen-island.tsx';
import { Stars } from '../shared/Stars.tsx';
import { useListData } from '../shared/use-list-data.ts';

const RATINGS = ['4', '3', '2', '1'];
const INPUT = 'w-28 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink';

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

function Body({ spec, title }: Pick<ScreenProps, 'spec' | 'title'>) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const data = useListData(spec);
  const [target, setTarget] = useState<{ row: Row | null } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const id = useId();

  const favourite = async (row: Row) => {
    setBusy(row.id);
    await data.toggle(row, 'isFav');
    setBusy(null);
  };
  const add = (row: Row) => {
    addToCart(String(row.id));
    notify.success(t('ecommerce.addedToCart', { name: String(row.productName) }));
  };

  const filters = useCallback(
    (view: ViewState, update: (patch: Partial<ViewState>) => void) => (
      <>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-min`} className="text-xs font-medium text-muted">
            {t('ecommerce.minPrice')}
          </label>
          <input id={`${id}-min`} type="number" min={0} inputMode="decimal" className={INPUT} value={view.extra.min ?? ''} onChange={(e) => update({ extra: { ...view.extra, min: e.target.value } })} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-max`} className="text-xs font-medium text-muted">
            {t('ecommerce.maxPrice')}
          </label>
          <input id={`${id}-max`} type="number" min={0} inputMode="decimal" className={INPUT} value={view.extra.max ?? ''} onChange={(e) => update({ extra: { ...view.extra, max: e.target.value } })} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-rating`} className="text-xs font-medium text-muted">
            {t('fields.productgrid.rating')}
          </label>
          <select id={`${id}-rating`} className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink" value={view.extra.rating ?? ''} onChange={(e) => update({ extra: { ...view.extra, rating: e.target.value } })}>
            <option value="">{t('ecommerce.anyRating')}</option>
            {RATINGS.map((r) => (
              <option key={r} value={r}>
                {t('ecommerce.starsUp', { count: Number(r) })}
              </option>
            ))}
          </select>
        </div>
      </>
    ),
    [t, id],
  );

  return (
    <>
      <CardList
        spec={spec}
        title={title}
        rows={data.rows}
        loading={data.loading}
        error={data.error}
        onRetry={data.load}
        onAdd={() => setTarget({ row: null })}
        sortKeys={['price', 'rating', 'productName', 'ratingNumber']}
        extraKeys={['min', 'max', 'rating']}
        filters={filters}
        keep={keepFor}
        skeleton={SKELETON}
        renderCard={(row) => {
          const name = String(row.productName);
          const price = Number(row.price);
          const old = Number(row.delPrice);
          return (
            <CardShell className="overflow-hidden">
              <div className="relative bg-surface-2">
                <img src={String(row.img)} alt="" width={320} height={240} loading="lazy" decoding="async" className="block aspect-[4/3] w-full object-contain p-4" />
                <span className="absolute end-3 top-3">
                  <FavouriteButton on={row.isFav === true} busy={busy === row.id} label={t('ecommerce.favourite', { name })} onPress={() => void favourite(row)} />
                </span>
              </div>
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h2 className="font-semibold text-ink">
                  <button type="button" className="text-start hover:text-primary" onClick={() => setTarget({ row })}>
                    {name}
                  </button>
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
                  <Icon name="cart" />
                  {t('ecommerce.addToCart')}
                  <span className="sr-only">: {name}</span>
                </button>
              </div>
            </CardShell>
          );
        }}
      />
      <FormDialog spec={spec} target={target} defaults={data.defaults} onClose={() => setTarget(null)} onSave={data.save} onDelete={(row) => data.remove([row.id])} />
    </>
  );
}

export default screenIsland(Body);
