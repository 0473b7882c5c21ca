import { Pencil, Star, Trash2 } from 'lucide-react';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { Block, Bone, CardShell, IconButton } from '../list/card-list/Card.tsx';
import { CardScreen } from '../list/card-list/CardScreen.tsx';
import { formattersFor } from '../list/data-table/format.ts';
import { screenIsland, type ScreenProps } from '../list/screen-island.tsx';
import { sanitizeNote } from './sanitize.ts';
import { plainText } from '../../plain-text.ts';
import { imageSrc } from '../../api/image-src.ts';
import { useStore } from '@nanostores/react';
import { $user } from '../../stores/auth.ts';
import { authorName } from '../../contract/author-name.ts';

const CATEGORY_TONE: Record<string, string> = {
  personal: 'bg-primary-soft text-ink',
  business: 'bg-info-soft text-ink',
  social: 'bg-success-soft text-ink',
  home: 'bg-warning-soft text-ink',
};

/** The note card's shape while the list loads: category and buttons, title, four lines, author and date. */
const SKELETON = (
  <CardShell className="gap-3 p-5">
    <div className="flex items-start justify-between gap-3">
      <Block className="h-5 w-20 rounded-full" />
      <Block className="h-7 w-24 rounded-md" />
    </div>
    <Bone className="font-semibold" width="55%" />
    <div className="text-sm leading-relaxed">
      {['95%', '85%', '90%', '40%'].map((w) => (
        <Bone key={w} width={w} />
      ))}
    </div>
    <div className="mt-auto flex items-center gap-2 border-t border-line pt-3 text-sm">
      <Block className="size-8 rounded-full" />
      <Bone width="35%" />
    </div>
  </CardShell>
);

function NotesBoardScreen({ spec, title }: Pick<ScreenProps, 'spec' | 'title'>) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const user = useStore($user);

  return (
    <CardScreen
      spec={spec}
      title={title}
      // The backend names the signed-in account as a new note's author whatever the form says; the form shows it already.
      defaults={() => ({ date: new Date().toISOString().slice(0, 10), name: user ? authorName(user) : '' })}
      sortKeys={['date', 'title', 'name']}
      gridClass="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      skeleton={SKELETON}
      skeletonCount={9}
      renderCard={(row, card) => {
        const noteTitle = String(row.title);
        const category = String(row.category);
        const active = row.isActive === true;
        return (
          <CardShell highlight={active} className="gap-3 p-5" data-testid="note">
            <header className="flex items-start gap-3">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${CATEGORY_TONE[category] ?? 'bg-surface-2 text-muted'}`}>
                {t(`enums.noteCategory.${category}`, { defaultValue: category })}
              </span>
              <span className="ms-auto flex gap-1">
                {card.toggle ? (
                  <IconButton
                    icon={Star}
                    filled={active}
                    tone={active ? 'warning' : 'neutral'}
                    aria-pressed={active}
                    label={t('notes.star', { title: noteTitle })}
                    disabled={card.busy(row)}
                    onClick={() => card.toggle?.(row, 'isActive')}
                  />
                ) : (
                  // Read only: a starred note keeps its star, as a mark rather than a button.
                  active && (
                    <span role="img" aria-label={t('notes.starred')} className="p-1.5 text-warning">
                      <Star className="size-4" fill="currentColor" aria-hidden="true" />
                    </span>
                  )
                )}
                {card.edit && <IconButton icon={Pencil} label={t('table.editRow', { name: noteTitle })} onClick={() => card.edit?.(row)} />}
                {card.remove && (
                  <IconButton
                    icon={Trash2}
                    tone="danger"
                    label={t('table.deleteRow', { name: noteTitle })}
                    onClick={() => card.remove?.(row)}
                  />
                )}
              </span>
            </header>
            <h2 dir="auto" className="text-base font-semibold text-ink">
              {noteTitle}
            </h2>
            {/* Sanitised by DOMPurify: descriptions are HTML from the data. At least four lines, so cards keep one height;
                dir="auto" (as on the title and name): an English note in the Arabic UI keeps its punctuation in place. */}
            <div
              dir="auto"
              className="note-body min-h-[4lh] text-sm leading-relaxed text-muted [&_a]:text-primary [&_a]:underline [&_li]:ms-4 [&_ol]:list-decimal [&_ul]:list-disc"
              dangerouslySetInnerHTML={{ __html: sanitizeNote(plainText(row.description)) }}
            />
            <footer className="mt-auto flex items-center gap-2 border-t border-line pt-3 text-sm">
              <img
                src={imageSrc(String(row.img))}
                alt=""
                width={32}
                height={32}
                loading="lazy"
                className="size-8 rounded-full bg-surface-2 object-cover"
              />
              <span dir="auto" className="font-medium text-ink">
                {String(row.name)}
              </span>
              <time className="ms-auto text-muted" dateTime={String(row.date)}>
                {f.date(String(row.date))}
              </time>
            </footer>
          </CardShell>
        );
      }}
    />
  );
}

export default screenIsland(NotesBoardScreen);
