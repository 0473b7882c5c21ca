import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { I18nIsland, useTranslation, type I18nProps } from '../../i18n/react.tsx';
import { $user } from '../../stores/auth.ts';
import { chatStore } from '../../stores/screens/chat.ts';
import type { ScreenPermission } from '../../stores/permissions.ts';
import { PermissionGate } from '../shared/Permitted.tsx';
import { useHydratedStore } from '../shared/use-hydrated-store.ts';
import { ConversationList } from './ConversationList.tsx';
import { ConversationPane } from './ConversationPane.tsx';

// The dialogs (with the dialog library, 26 KiB of gzip) load when one is opened, not with the chat.
const NewConversationDialog = lazy(() => import('./NewConversationDialog.tsx').then((m) => ({ default: m.NewConversationDialog })));

/** The open conversation is in the address (`?c=<id>`), so a reload or a shared link opens it again. */
function conversationInAddress(): number | null {
  const value = Number(new URLSearchParams(window.location.search).get('c'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

function putInAddress(id: number | null): void {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete('c');
  else url.searchParams.set('c', String(id));
  window.history.replaceState(window.history.state, '', url);
}

function ChatScreen() {
  const { t } = useTranslation();
  const state = useHydratedStore(chatStore.$state);
  const user = useStore($user);
  const [creating, setCreating] = useState(false);
  const openId = state.openId;

  useEffect(() => {
    void chatStore.start().then(() => {
      const fromAddress = conversationInAddress();
      if (fromAddress !== null) void chatStore.open(fromAddress);
    });
    return () => chatStore.stop();
  }, []);

  const open = (id: number) => {
    putInAddress(id);
    void chatStore.open(id);
  };
  const back = () => {
    putInAddress(null);
    chatStore.close();
  };

  return (
    <section
      aria-label={t('menu.chat')}
      aria-busy={state.listLoading && state.conversations.length === 0}
      className="flex h-[calc(100dvh-11.5rem)] min-h-[26rem] overflow-hidden rounded-xl border border-line bg-surface text-ink"
    >
      {/* At phone widths the list and the conversation are two screens: the list hides while one is open. */}
      <div className={`w-full flex-col border-line md:flex md:w-80 md:shrink-0 md:border-e ${openId === null ? 'flex' : 'hidden'}`}>
        <ConversationList state={state} userId={user?.id} onOpen={open} onNew={() => setCreating(true)} />
      </div>
      <div className={`min-w-0 flex-1 flex-col md:flex ${openId === null ? 'hidden' : 'flex'}`}>
        {openId === null ? (
          <p className="m-auto px-6 text-center text-sm text-muted">{t('chat.pick')}</p>
        ) : (
          <ConversationPane key={openId} state={state} userId={user?.id} onBack={back} />
        )}
      </div>
      {creating && (
        <Suspense fallback={null}>
          <NewConversationDialog
            conversations={state.conversations}
            userId={user?.id}
            onClose={() => setCreating(false)}
            onCreated={(id) => {
              setCreating(false);
              open(id);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/** Team chat at /apps/chat/: the conversations and the open one, live, with an outbox that loses nothing. */
export default function ChatApp({ locale, need }: I18nProps & { need?: ScreenPermission | undefined }) {
  return (
    <I18nIsland locale={locale} errorPanel="panel">
      <PermissionGate need={need}>
        <ChatScreen />
      </PermissionGate>
    </I18nIsland>
  );
}
