import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { translateError } from '../../api/errors.ts';
import { BOARD_LIMITS } from '../../contract/board-messages.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { $user } from '../../stores/auth.ts';
import { boardStore, type Comment } from '../../stores/screens/board.ts';
import { formattersFor } from '../list/data-table/format.ts';

const AREA = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink';

/** One comment; its author may change its text (the text typed stays on a failure). */
function CommentItem({
  comment,
  mine,
  taskId,
  onChanged,
}: {
  comment: Comment;
  mine: boolean;
  taskId: number;
  onChanged(c: Comment): void;
}) {
  const { t } = useTranslation();
  const f = formattersFor(INTL_TAGS[useLocale()]);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.text);
  const [error, setError] = useState('');
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      onChanged(await boardStore.updateComment(taskId, comment.id, text.trim()));
      setEditing(false);
      setError('');
    } catch (failure) {
      setError(translateError(failure, t));
    }
  };
  return (
    <li className="rounded-lg border border-line p-3 text-sm">
      <p className="mb-1 flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold">{comment.authorName}</span>
        <time dateTime={comment.createdAt} className="text-xs text-muted">
          {f.date(comment.createdAt)}
        </time>
        {comment.editedAt && <span className="text-xs text-muted">({t('board.edited')})</span>}
        {mine && !editing && (
          <button type="button" onClick={() => setEditing(true)} className="ms-auto text-xs text-primary hover:underline">
            {t('board.editComment')}
          </button>
        )}
      </p>
      {editing ? (
        <form onSubmit={(e) => void save(e)} className="grid gap-2">
          <label className="sr-only" htmlFor={`comment-${comment.id}`}>
            {t('board.editComment')}
          </label>
          <textarea
            id={`comment-${comment.id}`}
            className={AREA}
            rows={3}
            maxLength={BOARD_LIMITS.comment}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          {error && (
            <p role="alert" className="text-danger">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <button
              type="submit"
              disabled={!text.trim()}
              className="rounded-lg bg-primary px-3 py-1.5 font-medium text-on-primary disabled:opacity-60"
            >
              {t('board.save')}
            </button>
            <button type="button" onClick={() => setEditing(false)} className="rounded-lg px-3 py-1.5 hover:bg-surface-2">
              {t('board.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <p className="whitespace-pre-wrap break-words">{comment.text}</p>
      )}
    </li>
  );
}

/** A card's comments, oldest first and newest last, and the box to write one. */
export function CardComments({ taskId, canWrite }: { taskId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const user = useStore($user);
  const [comments, setComments] = useState<Comment[] | null>(null);
  const [error, setError] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    boardStore.listComments(taskId).then(
      (list) => live && setComments(list),
      (failure: unknown) => live && setError(translateError(failure, t)),
    );
    return () => {
      live = false;
    };
  }, [taskId, t]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    try {
      const added = await boardStore.addComment(taskId, text.trim());
      setComments((list) => [...(list ?? []), added]);
      setText('');
      setError('');
    } catch (failure) {
      setError(translateError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="card-comments" className="grid gap-2">
      <h3 id="card-comments" className="text-sm font-semibold">
        {t('board.comments')}
      </h3>
      {comments === null && !error && <div aria-busy="true" className="h-16 animate-pulse rounded-lg bg-surface-2" />}
      {comments?.length === 0 && <p className="text-sm text-muted">{t('board.noComments')}</p>}
      {comments && comments.length > 0 && (
        <ol className="grid gap-2">
          {comments.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              taskId={taskId}
              mine={canWrite && user?.id === c.authorId}
              onChanged={(changed) => setComments((list) => (list ?? []).map((x) => (x.id === changed.id ? changed : x)))}
            />
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {canWrite && (
        <form onSubmit={(e) => void add(e)} className="grid gap-2">
          <label htmlFor="new-comment" className="sr-only">
            {t('board.newComment')}
          </label>
          <textarea
            id="new-comment"
            className={AREA}
            rows={2}
            maxLength={BOARD_LIMITS.comment}
            placeholder={t('board.newComment')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button
            type="submit"
            disabled={busy || !text.trim()}
            className="justify-self-end rounded-lg bg-primary px-3 py-1.5 text-sm font-medium text-on-primary disabled:opacity-60"
          >
            {t('board.addComment')}
          </button>
        </form>
      )}
    </section>
  );
}
