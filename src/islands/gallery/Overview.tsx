import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { notify } from '../../stores/notify.ts';
import { AccountLoadError, AccountSkeleton, FormError, SaveButton } from '../account/LoadStates.tsx';
import { DashboardEmpty, DashboardError } from '../dashboards/DashboardStates.tsx';
import { useFormats } from '../dashboards/formats.ts';
import { KpiCard } from '../dashboards/KpiCard.tsx';
import { AddButton } from '../shared/AddButton.tsx';
import { Bone, Block, CardShell, FavouriteButton, IconButton, Stars } from '../list/card-list/Card.tsx';
import { EmptyState, ErrorState } from '../list/data-table/states.tsx';
import { useListLabels } from '../list/list-labels.ts';
import { Pagination } from '../list/Pagination.tsx';
import { Avatar } from '../shared/Avatar.tsx';
import { StatusBadge } from '../shared/StatusBadge.tsx';
import { galleryIsland } from './gallery-island.tsx';
import { SAMPLE_FACE, SAMPLE_KPIS, SAMPLE_PRODUCT } from './samples.ts';
import { State, Specimen } from './Specimen.tsx';

const STATUSES = ['New', 'Pending', 'Shipping', 'Delivered', 'Return', 'Cancelled'] as const;

const CODE = {
  pagination: `import { Pagination } from '../list/Pagination.tsx';

<Pagination start={0} end={10} total={42} page={1} pages={5} size={10} format={f.number} onPage={setPage} onSize={setSize} />`,
  buttons: `import { AddButton } from '../shared/AddButton.tsx';
import { SaveButton } from '../account/LoadStates.tsx';
import { FavouriteButton, IconButton } from '../list/card-list/Card.tsx';
import { useListLabels } from '../list/list-labels.ts';
import { Pagination } from '../list/Pagination.tsx';

<AddButton onClick={open} />
<SaveButton pending={saving} label={t('account.saveProfile')} pendingLabel={t('account.saving')} />
<IconButton icon={Pencil} label={t('table.editRow', { name })} onClick={edit} disabled={busy} />
<FavouriteButton on={row.favourite} label={name} busy={busy} onPress={toggle} />`,
  badges: `import { StatusBadge } from '../shared/StatusBadge.tsx';
import { Stars } from '../list/card-list/Card.tsx';

<StatusBadge value="Delivered" label={t('enums.orderStatus.Delivered')} />
<StatusBadge value={user.status} label={label} tone="danger" />
<Stars value={4.5} count={120} format={f.number} />`,
  alerts: `import { FormError } from '../account/LoadStates.tsx';
import { notify } from '../../stores/notify.ts';

<FormError message={error} />
notify.success(t('notify.saved'));
notify.error(message);
notify.info(message);`,
  avatars: `import { Avatar } from '../shared/Avatar.tsx';

<Avatar src={row.img} round />
<Avatar src={product.img} />`,
  cards: `import { CardShell, Bone, Block } from '../list/card-list/Card.tsx';

<CardShell className="gap-3 p-5">…</CardShell>
<CardShell highlight className="gap-3 p-5">…</CardShell>
<CardShell className="gap-3 p-5"><Block className="size-12 rounded-full" /><Bone width="60%" /></CardShell>`,
  kpis: `import { KpiCard } from '../dashboards/KpiCard.tsx';
import { useFormats } from '../dashboards/formats.ts';

const f = useFormats(locale, 'month', t);
<KpiCard kpi={{ key: 'revenue', unit: 'money', value: 48210, previous: 41930, spark }} f={f} />`,
  states: `import { EmptyState, ErrorState } from '../list/data-table/states.tsx';
import { DashboardEmpty, DashboardError } from '../dashboards/DashboardStates.tsx';
import { AccountSkeleton, AccountLoadError } from '../account/LoadStates.tsx';

<EmptyState filtered={false} onClear={reset} />
<ErrorState message={message} onRetry={retry} />
<DashboardEmpty />
<DashboardError message={message} onRetry={retry} />
<AccountSkeleton cards={1} />`,
};

function Buttons() {
  const { t } = useTranslation();
  const [on, setOn] = useState(true);
  return (
    <Specimen id="buttons" title={t('gallery.blocks.buttons')} code={CODE.buttons}>
      <State label={t('gallery.state.default')}>
        <AddButton onClick={() => notify.info(t('gallery.clicked'))} />
      </State>
      <State label={t('gallery.state.default')}>
        <SaveButton pending={false} label={t('account.saveProfile')} pendingLabel={t('account.saving')} />
      </State>
      <State label={t('gallery.state.loading')}>
        <SaveButton pending label={t('account.saveProfile')} pendingLabel={t('account.saving')} />
      </State>
      <State label={t('gallery.state.default')}>
        <span className="flex gap-1">
          <IconButton icon={Pencil} label={t('table.edit')} />
          <IconButton icon={Trash2} label={t('table.delete')} tone="danger" />
        </span>
      </State>
      <State label={t('gallery.state.disabled')}>
        <IconButton icon={Pencil} label={t('table.edit')} disabled />
      </State>
      <State label={on ? t('gallery.state.on') : t('gallery.state.off')}>
        <FavouriteButton on={on} label={t('gallery.favourite')} onPress={() => setOn(!on)} />
      </State>
      <State label={t('gallery.state.loading')}>
        <FavouriteButton on={false} label={t('gallery.favourite')} busy onPress={() => undefined} />
      </State>
    </Specimen>
  );
}

function Badges() {
  const { t } = useTranslation();
  // The list screens' number format, as the products grid's stars use it: a rating keeps its decimals (4.5, not 5).
  const { f } = useListLabels({ list: 'order', entity: 'order', columns: [] });
  return (
    <Specimen id="badges" title={t('gallery.blocks.badges')} code={CODE.badges}>
      <div className="flex flex-wrap gap-2">
        {STATUSES.map((s) => (
          <StatusBadge key={s} value={s} label={t(`enums.orderStatus.${s}`)} />
        ))}
      </div>
      <StatusBadge value="deactivated" label={t('admin.users.status.deactivated')} tone="danger" />
      <Stars value={4.5} count={120} format={f.number} />
    </Specimen>
  );
}

function Alerts() {
  const { t } = useTranslation();
  return (
    <Specimen id="alerts" title={t('gallery.blocks.alerts')} code={CODE.alerts}>
      <State label={t('gallery.state.error')} wide>
        <FormError message={t('errors.network')} />
      </State>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-2"
          onClick={() => notify.success(t('gallery.toastSuccess'))}
        >
          {t('gallery.showSuccess')}
        </button>
        <button
          type="button"
          className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-2"
          onClick={() => notify.error(t('errors.network'))}
        >
          {t('gallery.showError')}
        </button>
        <button
          type="button"
          className="rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:bg-surface-2"
          onClick={() => notify.info(t('gallery.toastInfo'))}
        >
          {t('gallery.showInfo')}
        </button>
      </div>
    </Specimen>
  );
}

function Avatars() {
  const { t } = useTranslation();
  return (
    <Specimen id="avatars" title={t('gallery.blocks.avatars')} code={CODE.avatars}>
      <State label={t('gallery.state.person')}>
        <Avatar src={SAMPLE_FACE} round />
      </State>
      <State label={t('gallery.state.thing')}>
        <Avatar src={SAMPLE_PRODUCT} />
      </State>
      <State label={t('gallery.state.loading')}>
        <Block className="size-9 rounded-full" />
      </State>
    </Specimen>
  );
}

function Cards() {
  const { t } = useTranslation();
  return (
    <Specimen id="cards" title={t('gallery.blocks.cards')} code={CODE.cards}>
      <State label={t('gallery.state.default')}>
        <CardShell className="w-56 gap-2 p-5">
          <p className="font-semibold">{t('gallery.cardTitle')}</p>
          <p className="text-sm text-muted">{t('gallery.cardText')}</p>
        </CardShell>
      </State>
      <State label={t('gallery.state.highlighted')}>
        <CardShell highlight className="w-56 gap-2 p-5">
          <p className="font-semibold">{t('gallery.cardTitle')}</p>
          <p className="text-sm text-muted">{t('gallery.cardText')}</p>
        </CardShell>
      </State>
      <State label={t('gallery.state.loading')}>
        <CardShell className="w-56 gap-2 p-5" aria-hidden="true">
          <Block className="size-9 rounded-full" />
          <Bone className="font-semibold" width="70%" />
          <Bone className="text-sm" width="90%" />
        </CardShell>
      </State>
    </Specimen>
  );
}

function Kpis() {
  const { t } = useTranslation();
  const f = useFormats(useLocale(), 'month', t);
  return (
    <Specimen id="kpis" title={t('gallery.blocks.kpis')} code={CODE.kpis}>
      <div className="grid w-full grid-cols-2 gap-3 sm:gap-5 xl:grid-cols-4 max-xl:[&>:last-child:nth-child(odd)]:col-span-2">
        {SAMPLE_KPIS.map((k) => (
          <KpiCard key={k.key} kpi={k} f={f} />
        ))}
        <div className="card h-36 animate-pulse" aria-hidden="true" />
      </div>
    </Specimen>
  );
}

function States() {
  const { t } = useTranslation();
  const retry = () => notify.info(t('gallery.clicked'));
  return (
    <Specimen id="states" title={t('gallery.blocks.states')} code={CODE.states}>
      <div className="grid w-full gap-5 lg:grid-cols-2">
        <State label={t('gallery.state.empty')} wide>
          <div className="card">
            <EmptyState filtered={false} onClear={retry} />
          </div>
        </State>
        <State label={t('gallery.state.emptyFiltered')} wide>
          <div className="card" data-state="table-empty-filtered">
            <EmptyState filtered onClear={retry} />
          </div>
        </State>
        <State label={t('gallery.state.error')} wide>
          <div className="card">
            <ErrorState message={t('errors.network')} onRetry={retry} />
          </div>
        </State>
        <State label={t('gallery.state.loading')} wide>
          <AccountSkeleton cards={1} />
        </State>
        <State label={t('gallery.state.empty')} wide>
          <DashboardEmpty />
        </State>
        <State label={t('gallery.state.error')} wide>
          <DashboardError message={t('errors.network')} onRetry={retry} />
        </State>
        <State label={t('gallery.state.error')} wide>
          <AccountLoadError error={t('errors.network')} onRetry={retry} />
        </State>
      </div>
    </Specimen>
  );
}

function Pager() {
  const { t } = useTranslation();
  const labels = useListLabels({ list: 'order', entity: 'order', columns: [] });
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const total = 42;
  const pages = Math.ceil(total / size) || 1;
  const start = (page - 1) * size;
  return (
    <Specimen id="pagination" title={t('gallery.blocks.pagination')} code={CODE.pagination}>
      <div className="card w-full min-w-0">
        <Pagination
          start={start}
          end={Math.min(total, start + size)}
          total={total}
          page={page}
          pages={pages}
          size={size}
          sizes={[10, 20, 50]}
          format={labels.f.number}
          onPage={setPage}
          onSize={(s) => {
            setSize(s);
            setPage(1);
          }}
        />
      </div>
    </Specimen>
  );
}

function OverviewBody() {
  return (
    <>
      <Buttons />
      <Badges />
      <Alerts />
      <Avatars />
      <Cards />
      <Kpis />
      <Pager />
      <States />
    </>
  );
}

/** /ui/: buttons, badges, alerts and toasts, avatars, cards, KPI cards, the pager, and the empty, loading and error states. */
export default galleryIsland(OverviewBody);
