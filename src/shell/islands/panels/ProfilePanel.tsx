import { useEffect, useRef, type RefObject } from 'react';
import { RotateCcw, Settings, UserRound } from 'lucide-react';
import { Dialog, Popover } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.tsx';
import type { User } from '../../../stores/auth.ts';
import { LogOut } from 'lucide-react';

interface Props {
  triggerRef: RefObject<HTMLButtonElement | null>;
  user: User | null;
  name: string;
  onSignOut: () => void;
  /** Offered only when the built-in demo backend serves the data. */
  onResetDemoData?: (() => void) | undefined;
  onClose: () => void;
  /** The profile and settings pages in this page's language. */
  accountPath: string;
  settingsPath: string;
}

const ITEM = 'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm hover:bg-surface-2 focus-visible:bg-surface-2';

/**
 * The account panel, loaded on first use: who is signed in, My account and Settings, Reset demo data (demo backend
 * only), and Sign Out.
 */
export default function ProfilePanel({ triggerRef, user, name, onSignOut, onResetDemoData, onClose, accountPath, settingsPath }: Props) {
  const { t } = useTranslation();
  // The panel was just opened from its button: focus moves to its first entry (React's autoFocus skips links).
  const first = useRef<HTMLAnchorElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      placement="bottom end"
      offset={8}
      className="z-[60] min-w-64 rounded-xl border border-line bg-surface p-1 text-ink shadow-xl outline-none"
    >
      <Dialog className="outline-none" aria-label={t('shell.profileMenu')}>
        <div className="px-3 py-2">
          <span className="block text-xs text-muted">{t('shell.signedInAs')}</span>
          <span className="block truncate font-semibold">{name}</span>
          <span className="block truncate text-sm text-muted">{user?.email}</span>
        </div>
        <hr className="my-1 border-line" />
        {/* The client router swaps the page in; the panel closes as it goes. */}
        <a href={accountPath} onClick={onClose} className={ITEM} ref={first} data-profile-link="account">
          <UserRound aria-hidden="true" className="size-4" />
          {t('shell.myAccount')}
        </a>
        <a href={settingsPath} onClick={onClose} className={ITEM} data-profile-link="settings">
          <Settings aria-hidden="true" className="size-4" />
          {t('shell.settings')}
        </a>
        <hr className="my-1 border-line" />
        {onResetDemoData && (
          <button type="button" onClick={onResetDemoData} className={ITEM}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('demo.reset')}
          </button>
        )}
        <button
          type="button"
          onClick={onSignOut}
          className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm hover:bg-danger-soft hover:text-danger focus-visible:bg-danger-soft focus-visible:text-danger"
        >
          <LogOut className="flip-rtl size-4" aria-hidden="true" />
          {t('shell.signOut')}
        </button>
      </Dialog>
    </Popover>
  );
}
