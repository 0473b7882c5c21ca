import { atom, type ReadableAtom } from 'nanostores';
import { api } from '../api/client.ts';
import { updateSessionUser } from '../api/session.ts';
import { profileSchema, type PasswordChange, type Profile, type ProfileUpdate } from '../schemas/account.ts';

const ME = '/users/me';
const PASSWORD = '/users/me/password';

export interface ProfileState {
  data: Profile | null;
  loading: boolean;
  /** The last failure's message (translate it with translateError). */
  error: string | null;
}

const $profile = atom<ProfileState>({ data: null, loading: false, error: null });
const patch = (next: Partial<ProfileState>) => $profile.set({ ...$profile.get(), ...next });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The signed-in user's own account: the profile page reads it, the settings page changes it. */
export const accountStore = {
  $profile: $profile as ReadableAtom<ProfileState>,

  async load(): Promise<void> {
    patch({ loading: true, error: null });
    try {
      patch({ data: await api.get(ME, { schema: profileSchema }), loading: false });
    } catch (error) {
      patch({ loading: false, error: messageOf(error) });
    }
  },

  /** Saves the profile; the new name and e-mail show in the top bar at once and on every later page. Throws on failure. */
  async save(update: ProfileUpdate): Promise<Profile> {
    const saved = await api.put(ME, update, { schema: profileSchema });
    patch({ data: saved, error: null });
    updateSessionUser({ email: saved.email, username: saved.username, firstName: saved.firstName, lastName: saved.lastName });
    return saved;
  },

  /** Throws the backend's message (e.g. a wrong current password) for the form to show. */
  async changePassword(change: PasswordChange): Promise<void> {
    await api.post(PASSWORD, change);
  },
};
