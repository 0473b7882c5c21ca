import { useTranslation } from '../../i18n/react.tsx';
import { Block, Bone, CardShell, IconButton } from '../list/card-list/Card.tsx';
import { CardScreen } from '../list/card-list/CardScreen.tsx';
import { MapPin, Pencil } from 'lucide-react';
import { screenIsland, type ScreenProps } from '../list/screen-island.tsx';
import { imageSrc } from '../../api/image-src.ts';

/** The user card's shape while the list loads: avatar, name, role, a two-line address, the switch. */
const SKELETON = (
  <CardShell className="items-center gap-3 p-5">
    <Block className="size-18 rounded-full" />
    <div className="flex w-full flex-col items-center">
      <Bone className="font-semibold" width="60%" />
      <Block className="mt-1 h-5 w-20 rounded-full" />
    </div>
    <div className="flex w-full flex-col items-center text-sm">
      <Bone width="80%" />
      <Bone width="50%" />
    </div>
    <Block className="mt-auto h-7 w-32 rounded-full" />
  </CardShell>
);

function UsersGridScreen({ spec, title }: Pick<ScreenProps, 'spec' | 'title'>) {
  const { t } = useTranslation();

  return (
    <CardScreen
      spec={spec}
      title={title}
      sortKeys={['name', 'username', 'address']}
      skeleton={SKELETON}
      renderCard={(row, card) => {
        const name = String(row.name);
        const active = row.isActive === true;
        return (
          <CardShell className="items-center gap-3 p-5 text-center">
            <span className="relative">
              <img
                src={imageSrc(String(row.img))}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                className="block size-18 rounded-full bg-surface-2 object-cover"
              />
              <span
                aria-hidden="true"
                className={`absolute bottom-0.5 end-0.5 size-3.5 rounded-full border-2 border-surface ${active ? 'bg-success' : 'bg-muted'}`}
              />
            </span>
            <div className="flex flex-col items-center">
              <h2 dir="auto" className="font-semibold text-ink">
                {name}
              </h2>
              <p className="mt-1 rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-ink">
                {t(`enums.role.${String(row.username)}`, { defaultValue: String(row.username) })}
              </p>
            </div>
            <p className="flex min-h-[2lh] items-start gap-1.5 text-sm text-muted">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <span className="sr-only">{t('fields.userGrid.address')}: </span>
                {/* Isolated from the label before it: with it, an Arabic label set the direction of a Latin address. */}
                <bdi dir="auto" data-address>
                  {String(row.address)}
                </bdi>
              </span>
            </p>
            <div className="mt-auto flex flex-wrap items-center justify-center gap-2">
              {card.toggle ? (
                <button
                  type="button"
                  role="switch"
                  aria-checked={active}
                  disabled={card.busy(row)}
                  onClick={() => card.toggle?.(row, 'isActive')}
                  className="inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm text-ink disabled:opacity-60"
                >
                  <span
                    aria-hidden="true"
                    className={`relative h-5 w-9 rounded-full transition-colors ${active ? 'bg-success' : 'bg-line'}`}
                  >
                    <span
                      className={`absolute top-0.5 size-4 rounded-full bg-surface shadow transition-all ${active ? 'start-[1.125rem]' : 'start-0.5'}`}
                    />
                  </span>
                  {t(active ? 'users.active' : 'users.inactive')}
                  <span className="sr-only">: {name}</span>
                </button>
              ) : (
                <span className={`rounded-full px-2.5 py-0.5 text-sm ${active ? 'bg-success-soft text-ink' : 'bg-surface-2 text-muted'}`}>
                  {t(active ? 'users.active' : 'users.inactive')}
                </span>
              )}
              {card.edit && <IconButton icon={Pencil} label={t('table.editRow', { name })} onClick={() => card.edit?.(row)} />}
            </div>
          </CardShell>
        );
      }}
    />
  );
}

export default screenIsland(UsersGridScreen);
