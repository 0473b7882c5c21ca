import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { DollarSign, Package, ShoppingBag, UserPlus, X, type LucideIcon } from 'lucide-react';
import { INTL_TAGS, type Locale } from '../../i18n/locales.ts';
import { localizePath } from '../../i18n/paths.ts';
import { I18nIsland, useLocale, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { translateError } from '../../api/errors.ts';
import { ecommerce } from '../../stores/ecommerce.ts';
import { moneyFormatter } from '../shared/data-table/format.ts';
import { useHtmlAttribute } from '../layout/use-html-attribute.ts';
import { BarChart } from './BarChart.tsx';
import { DonutChart } from './DonutChart.tsx';
import { summarize, type OrderStatus } from './summary.ts';
import { onDemoDataReset } from '../../stores/demo-data.ts';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';

/** Theme colours per delivery status: the donut's slices and the table's badges agree. */
const STATUS_TONE: Record<OrderStatus, { color: string; badge: string }> = {
  Delivered: { color: 'var(--success)', badge: 'bg-success-soft' },
  Shipping: { color: 'var(--info)', badge: 'bg-info-soft' },
  New: { color: 'var(--primary)', badge: 'bg-primary-soft' },
  Pending: { color: 'var(--warning)', badge: 'bg-warning-soft' },
  Return: { color: 'var(--accent)', badge: 'bg-surface-2' },
  Cancelled: { color: 'var(--danger)', badge: 'bg-danger-soft' },
};

function useFormatters(locale: Locale) {
  return useMemo(() => {
    const tag = INTL_TAGS[locale];
    const money = moneyFormatter(tag);
    const compactMoney = moneyFormatter(tag, { notation: 'compact', maximumFractionDigits: 1 });
    const integer = new Intl.NumberFormat(tag);
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' });
    const monthYear = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return {
      money,
      compactMoney,
      integer: (n: number) => integer.format(n),
      percent: (n: number) => percent.format(n),
      date: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
      month: (ym: string) => month.format(new Date(`${ym}-01T00:00:00Z`)),
      monthYear: (ym: string) => monthYear.format(new Date(`${ym}-01T00:00:00Z`)),
    };
  }, [locale]);
}

function Card({ title, children, action, className = '' }: { title: string; children: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <section className={`card p-5 ${className}`}>
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Kpi({ icon: Glyph, label, value, hint, tone }: { icon: LucideIcon; label: string; value: string; hint: string; tone: string }) {
  return (
    // Two by two on a phone (icon above the figures), four in a row on wide screens.
    <div className="card flex flex-col items-start gap-3 p-4 sm:flex-row sm:gap-4 sm:p-5" data-kpi>
      <span aria-hidden="true" className={`grid size-11 shrink-0 place-items-center rounded-xl ${tone}`}>
        <Glyph className="size-5.5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted">{label}</p>
        <p className="mt-0.5 text-xl font-bold tracking-tight break-words tabular-nums sm:text-2xl">{value}</p>
        <p className="mt-1 text-xs text-muted">{hint}</p>
      </div>
    </div>
  );
}

/**
 * Placeholders as tall as the loaded cards at each width (KPI cards, the two charts, the recent orders and top
 * products), so the page is as long while it loads as once it has loaded and the footer does not move down.
 */
function Skeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="grid gap-5" data-overview-state="loading">
      <p className="sr-only" role="status">
        {t('overview.loading')}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="card h-44 animate-pulse p-5 sm:h-29 xl:h-33" data-kpi-skeleton>
            <div className="h-3 w-1/3 rounded bg-surface-2" />
            <div className="mt-4 h-6 w-1/2 rounded bg-surface-2" />
          </div>
        ))}
      </div>
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-3">
        <div className="card h-80 animate-pulse xl:col-span-2 xl:h-[442px]" />
        <div className="card h-[442px] animate-pulse sm:h-[258px] xl:h-[442px]" />
      </div>
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-5">
        <div className="card h-[350px] animate-pulse xl:col-span-3" />
        <div className="card h-[350px] animate-pulse xl:col-span-2" />
      </div>
    </div>
  );
}

function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  // Ink text on the soft tint (the tinted text colours are below 4.5:1 on their tints at this size); the dot carries the hue.
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold text-ink ${STATUS_TONE[status].badge}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full" style={{ background: STATUS_TONE[status].color }} />
      {t(`enums.orderStatus.${status}`)}
    </span>
  );
}

/** Locale-free paths of the screens the overview links to (from the screen definitions). */
export interface OverviewLinks {
  orders: string;
  products: string;
}

type Formatters = ReturnType<typeof useFormatters>;
type Summary = ReturnType<typeof summarize>;

/** The latest orders: number, customer, date, amount and delivery status. */
function RecentOrdersTable({ orders, f }: { orders: Summary['recent']; f: Formatters }) {
  const { t } = useTranslation();
  return (
    <div className="-mx-5 overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm">
        <thead>
          <tr className="border-b border-line text-start text-xs uppercase tracking-wide text-muted">
            <th scope="col" className="px-5 py-2 text-start font-semibold">
              {t('overview.order')}
            </th>
            <th scope="col" className="px-2 py-2 text-start font-semibold">
              {t('overview.customer')}
            </th>
            <th scope="col" className="px-2 py-2 text-start font-semibold">
              {t('overview.date')}
            </th>
            <th scope="col" className="px-2 py-2 text-end font-semibold">
              {t('overview.amount')}
            </th>
            <th scope="col" className="px-5 py-2 text-start font-semibold">
              {t('overview.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} className="border-b border-line last:border-0">
              <td className="px-5 py-3 font-medium whitespace-nowrap">
                {/* Left to right, so Arabic pages show `#ST-10569`, not `ST-10569#`. */}
                <span dir="ltr">{o.orderId}</span>
              </td>
              <td className="px-2 py-3 whitespace-nowrap">{o.customerName}</td>
              <td className="px-2 py-3 whitespace-nowrap text-muted">{f.date(o.orderDate)}</td>
              <td className="px-2 py-3 text-end tabular-nums">{f.money(o.amount)}</td>
              <td className="px-5 py-3">
                <StatusBadge status={o.deliveryStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The best-selling products with their stock and revenue. */
function TopProductsList({ products, f }: { products: Summary['topProducts']; f: Formatters }) {
  const { t } = useTranslation();
  return (
    <ol className="grid gap-3" role="list">
      {products.map((p) => (
        <li key={p.id} className="flex items-center gap-3">
          <img src={p.img} alt="" width="44" height="44" loading="lazy" className="size-11 shrink-0 rounded-lg bg-surface-2 object-cover" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">{p.productName}</p>
            <p className="truncate text-xs text-muted">{t('overview.inStock', { category: p.category, count: f.integer(p.stock) })}</p>
          </div>
          <p className="text-sm font-semibold tabular-nums">{f.money(p.revenue)}</p>
        </li>
      ))}
    </ol>
  );
}

/** The overview's content once the stores have loaded: KPIs, charts, recent orders, top products (or its error / empty state). */
function Dashboard({ links }: { links: OverviewLinks }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const f = useFormatters(locale);
  const rtl = useHtmlAttribute('dir', 'ltr') === 'rtl';
  const orders = useHydratedStore(ecommerce.order.$list);
  const products = useHydratedStore(ecommerce.product.$list);
  // Until the first fetch starts the slices are empty but not loading: that is still "loading" here.
  const [started, setStarted] = useState(false);

  // Orders and products held from an earlier visit show at once (before the first paint) and refresh behind;
  // a fetch already on its way (started by the click that opened the overview) is joined, not repeated.
  const load = (fresh = false) => {
    setStarted(true);
    void ecommerce.order.fetch({ fresh });
    void ecommerce.product.fetch({ fresh });
  };
  useLayoutEffect(() => load(), []);
  useEffect(() => onDemoDataReset(() => load(true)), []);

  const summary = useMemo(() => summarize(orders.data, products.data), [orders.data, products.data]);

  if (!started || ((orders.loading || products.loading) && !orders.data.length)) return <Skeleton />;

  const error = orders.error ?? products.error;
  if (error) {
    return (
      <div role="alert" className="card flex flex-col items-center gap-3 p-10 text-center" data-overview-state="error">
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-danger-soft text-danger">
          <X className="size-5" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{t('overview.error')}</h2>
        <p className="max-w-md text-sm text-muted">{translateError(error, t)}</p>
        <button
          type="button"
          onClick={() => load(true)}
          className="mt-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:bg-primary-strong"
        >
          {t('overview.retry')}
        </button>
      </div>
    );
  }

  if (!orders.data.length && !products.data.length) {
    return (
      <div className="card flex flex-col items-center gap-3 p-10 text-center" data-overview-state="empty">
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary">
          <ShoppingBag className="size-5" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">{t('overview.empty')}</h2>
        <p className="max-w-md text-sm text-muted">{t('overview.emptyHint')}</p>
        <a
          href={localizePath(locale, links.products)}
          className="mt-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:bg-primary-strong"
        >
          {t('overview.addProducts')}
        </a>
      </div>
    );
  }

  const slices = summary.byStatus.map((s) => ({
    key: s.status,
    label: t(`enums.orderStatus.${s.status}`),
    value: s.count,
    color: STATUS_TONE[s.status].color,
  }));
  const viewAll = (path: string, label: string) => (
    <a href={localizePath(locale, path)} className="rounded text-sm font-medium text-primary hover:underline">
      {label}
    </a>
  );

  return (
    <div className="grid gap-5" data-overview-state="ready">
      <div className="grid grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-4">
        <Kpi
          icon={ShoppingBag}
          tone="bg-primary-soft text-primary"
          label={t('overview.kpi.orders')}
          value={f.integer(summary.orders)}
          hint={t('overview.kpi.ordersHint', { count: summary.delivered })}
        />
        <Kpi
          icon={DollarSign}
          tone="bg-success-soft text-success"
          label={t('overview.kpi.revenue')}
          value={f.money(summary.revenue)}
          hint={t('overview.kpi.revenueHint', { amount: f.money(summary.averageOrder) })}
        />
        <Kpi
          icon={UserPlus}
          tone="bg-info-soft text-info"
          label={t('overview.kpi.customers')}
          value={f.integer(summary.customers)}
          hint={t('overview.kpi.customersHint', { count: summary.repeatCustomers })}
        />
        <Kpi
          icon={Package}
          tone="bg-warning-soft text-warning"
          label={t('overview.kpi.products')}
          value={f.integer(summary.products)}
          hint={t('overview.kpi.productsHint', { count: summary.lowStock })}
        />
      </div>

      <div className="grid grid-cols-1 gap-5 xl:grid-cols-3">
        <Card title={t('overview.revenueChart')} className="xl:col-span-2">
          {summary.byMonth.length ? (
            <BarChart
              title={t('overview.revenueChart')}
              bars={summary.byMonth.map((m) => ({ key: m.month, label: f.month(m.month), value: m.total }))}
              format={f.money}
              formatTick={f.compactMoney}
              rtl={rtl}
              labelHeader={t('overview.month')}
              valueHeader={t('overview.kpi.revenue')}
            />
          ) : (
            <p className="text-sm text-muted">{t('overview.empty')}</p>
          )}
        </Card>
        <Card title={t('overview.statusChart')}>
          <DonutChart slices={slices} centre={f.integer(summary.orders)} centreCaption={t('overview.kpi.orders')} formatShare={f.percent} />
        </Card>
      </div>

      <div className="grid grid-cols-1 gap-5 xl:grid-cols-5">
        <Card title={t('overview.recentOrders')} className="xl:col-span-3" action={viewAll(links.orders, t('overview.viewAll'))}>
          <RecentOrdersTable orders={summary.recent} f={f} />
        </Card>
        <Card title={t('overview.topProducts')} className="xl:col-span-2" action={viewAll(links.products, t('overview.viewAll'))}>
          <TopProductsList products={summary.topProducts} f={f} />
        </Card>
      </div>
    </div>
  );
}

/** The e-commerce overview at /dashboard/: KPIs, two charts, recent orders and top products from the stores. */
export default function Overview({ links, ...i18n }: I18nProps & { links: OverviewLinks }) {
  return (
    <I18nIsland {...i18n} errorPanel="panel">
      <Dashboard links={links} />
    </I18nIsland>
  );
}
