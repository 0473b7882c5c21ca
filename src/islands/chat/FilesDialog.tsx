import { useEffect, useState } from 'react';
import type { ChatFile } from '../../api/chat.ts';
import { translateError } from '../../api/errors.ts';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { chatStore, type Conversation } from '../../stores/screens/chat.ts';
import { FileChip, MessageFiles } from './Attachments.tsx';
import { conversationTitle, memberName } from './chat-names.ts';
import { ChatFormDialog } from './ChatFormDialog.tsx';
import { isChatImage } from '../../schemas/screens/chat-files.ts';

/**
 * The conversation's files (GET …/attachments, its members' only), newest first: each image as a thumbnail that opens
 * full size, each other file as a chip that downloads it; who sent it and when.
 */
export function FilesDialog({ conversation, userId, onClose }: { conversation: Conversation; userId: unknown; onClose(): void }) {
  const { t } = useTranslation();
  const tag = INTL_TAGS[useLocale()];
  const [files, setFiles] = useState<ChatFile[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    const stop = new AbortController();
    chatStore.files(conversation.id, stop.signal).then(setFiles, (failure: unknown) => {
      if (!stop.signal.aborted) setError(translateError(failure, t));
    });
    return () => stop.abort();
  }, [conversation.id, t]);
  const when = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <ChatFormDialog
      title={t('chat.filesOf', { title: conversationTitle(conversation, userId) })}
      error={error}
      busy={false}
      closeLabel={t('chat.close')}
      onClose={onClose}
    >
      {files === null && !error && <p className="text-sm text-muted">{t('chat.loading')}</p>}
      {files?.length === 0 && <p className="text-sm text-muted">{t('chat.noFiles')}</p>}
      {files && files.length > 0 && (
        <ul className="grid max-h-[60dvh] gap-3 overflow-y-auto" aria-label={t('chat.files')}>
          {files.map((file) => (
            <li key={file.id} className="grid justify-items-start gap-1">
              {isChatImage(file.type) ? (
                <MessageFiles conversationId={conversation.id} files={[file]} mine={false} />
              ) : (
                <FileChip conversationId={conversation.id} file={file} />
              )}
              <span className="text-xs text-muted">
                <bdi>{memberName(conversation, file.authorId, userId, t)}</bdi> ·{' '}
                <time dateTime={file.createdAt}>{when.format(new Date(file.createdAt))}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </ChatFormDialog>
  );
}
