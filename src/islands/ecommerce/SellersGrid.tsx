import { useMemo } from 'react';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { Block, Bone, CardShell, FavouriteButton } from '../list/card-list/Card.tsx';
import { CardScreen } from '../list/card-list/CardScreen.tsx';
import { formattersFor, moneyFormatter } from '../list/data-table/format.ts';
import { Pencil } from 'lucide-react';
import { screenIsland, type ScreenProps } from '../list/screen-island.tsx';
import { imageSrc } from '../../api/image-src.ts';

const STATS = ['sales', 'products', 'revenue'] as const;

/** The seller card's shape while the list loads: logo, company and contact, three figures, the edit button. */
const SKELETON = (
  <CardShell className="items-center gap-3 p-5">
    <Block className="size-16 rounded-xl" />
    <div className="flex w-full flex-col items-center">
      <Bone className="font-semibold" width="65%" />
      <Bone className="text-sm" width="45%" />
    </div>
    <div className="grid w-full grid-cols-[1fr_1fr_1.4fr] gap-2 border-y border-line py-3 text-sm">
      {STATS.map((k) => (
        <div key={k} className="flex flex-col items-center">
          <Bone className="text-xs" width="70%" />
          <Bone className="font-semibold" width="80%" />
        </div>
      ))}
    </div>
    <Block className="mt-auto h-[2.125rem] w-20 rounded-lg" />
  </CardShell>
);

function SellersGridScreen({ spec, title }: Pick<ScreenProps, 'spec' | 'title'>) {
  const { t } = useTranslation();
  const intlTag = INTL_TAGS[useLocale()];
  const f = formattersFor(intlTag);
  // Revenue in short form ($647.3K): a full amount does not fit a third of a card. Rounded to whole units first,
  // since German has no short form for thousands and would show a tenth of a dollar ('647.269,7 $').
  const compact = useMemo(() => {
    const format = moneyFormatter(intlTag, { notation: 'compact', maximumFractionDigits: 1 });
    return (value: number) => format(Math.round(value)).replace(/\u00a0/g, ' ');
  }, [intlTag]);
  const label = (key: string) => t(`fields.seller.${key}`);

  return (
    <CardScreen
      spec={spec}
      title={title}
      sortKeys={['revenue', 'sales', 'products', 'companyName']}
      // Three stats side by side need about 205 px in Arabic ('127.3 ألف US$'): four cards to a row left 187.
      gridClass="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
      skeleton={SKELETON}
      renderCard={(row, card) => {
        const company = String(row.companyName);
        return (
          <CardShell className="relative items-center gap-3 p-5 text-center">
            <span className="absolute end-3 top-3">
              <FavouriteButton
                on={row.isFav === true}
                busy={card.busy(row)}
                label={t('ecommerce.favourite', { name: company })}
                {...(card.toggle ? { onPress: () => card.toggle?.(row, 'isFav') } : {})}
              />
            </span>
            <img
              src={imageSrc(String(row.logo))}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              className="size-16 rounded-xl bg-surface-2 object-contain p-2"
            />
            <div>
              <h2 dir="auto" className="font-semibold text-ink">
                {company}
              </h2>
              <p dir="auto" className="text-sm text-muted">
                {String(row.name)}
              </p>
            </div>
            <dl className="grid w-full grid-cols-[1fr_1fr_1.4fr] gap-2 border-y border-line py-3 text-sm">
              {STATS.map((k) => (
                <div key={k} className="flex flex-col">
                  <dt className="text-xs text-muted">{label(k)}</dt>
                  <dd className="font-semibold tabular-nums text-ink">
                    {k === 'revenue' ? compact(Number(row[k])) : f.number(Number(row[k]))}
                  </dd>
                </div>
              ))}
            </dl>
            {card.edit && (
              <button
                type="button"
                onClick={() => card.edit?.(row)}
                aria-label={t('table.editRow', { name: company })}
                className="mt-auto inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-2"
              >
                <Pencil className="size-4" aria-hidden="true" />
                {t('table.edit')}
              </button>
            )}
          </CardShell>
        );
      }}
    />
  );
}

export default screenIsland(SellersGridScreen);
