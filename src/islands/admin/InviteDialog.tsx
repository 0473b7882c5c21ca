import { useId, useState, type FormEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { translateError } from '../../api/errors.ts';
import { DEFAULT_ROLE, ROLES, type Role } from '../../contract/permissions.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { email as emailRule } from '../../schemas/common.ts';
import { adminUsersStore } from '../../stores/screens/admin-users.ts';
import { notify } from '../../stores/notify.ts';
import { DialogActions } from '../shared/forms/DialogActions.tsx';

const FIELD = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink';

/**
 * Invite someone by e-mail with a role: the server mails the link to the registration page (or logs it without a
 * mailer). A wrong address is said at the field; the server's refusal (an address that has an account) in the
 * dialog, translated. What was typed stays until the invitation has gone.
 */
export function InviteDialog({ open, registerPath, onClose }: { open: boolean; registerPath: string; onClose(): void }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [role, setRole] = useState<Role>(DEFAULT_ROLE);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ids = { email: useId(), role: useId(), error: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = address.trim();
    if (!emailRule.safeParse(value).success) return setInvalid(true);
    setSending(true);
    setFailure(null);
    adminUsersStore
      .invite(value, role, new URL(registerPath, location.origin).href)
      .then(
        () => {
          notify.success(t('admin.users.invited', { email: value }));
          setAddress('');
          setRole(DEFAULT_ROLE);
          onClose();
        },
        (error: unknown) => setFailure(translateError(error, t)),
      )
      .finally(() => setSending(false));
  };

  return (
    <ModalOverlay
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isDismissable
      className="fixed inset-0 z-50 grid place-items-center bg-black/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-xl border border-line bg-surface p-6 text-ink shadow-xl">
        <Dialog className="outline-none">
          <Heading slot="title" className="text-lg font-semibold">
            {t('admin.users.inviteTitle')}
          </Heading>
          <p className="mt-1 text-sm text-muted">{t('admin.users.inviteText')}</p>
          <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
            <div className="grid gap-1.5">
              <label htmlFor={ids.email} className="text-sm font-medium">
                {t('admin.users.email')}
              </label>
              <input
                id={ids.email}
                type="email"
                autoComplete="off"
                value={address}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? ids.error : undefined}
                onChange={(e) => {
                  setAddress(e.target.value);
                  setInvalid(false);
                }}
                className={FIELD}
              />
              {invalid && (
                <p id={ids.error} className="text-sm text-danger">
                  {t('admin.users.invalidEmail')}
                </p>
              )}
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={ids.role} className="text-sm font-medium">
                {t('admin.users.role')}
              </label>
              <select id={ids.role} value={role} onChange={(e) => setRole(e.target.value as Role)} className={FIELD}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`roles.${r}`)}
                  </option>
                ))}
              </select>
            </div>
            {failure && (
              <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
                {failure}
              </p>
            )}
            <DialogActions onCancel={onClose} busy={sending} label={t('admin.users.sendInvite')} busyLabel={t('admin.users.inviting')} />
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
