import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator.ts';
import type { Profile } from '../../schemas/account.ts';
import { defaultSettings } from '../../schemas/theme-settings.ts';
import en from '../../../public/assets/i18n/en.json';
import {
  accountIssueMessage,
  displayName,
  formatMemberSince,
  initialsOf,
  passwordFormSchema,
  profileFormSchema,
  profileFormSchemaFor,
  profileFormValues,
  profileUpdate,
  type PasswordFormValues,
  type ProfileFormValues,
} from './account-forms.ts';

const t = createTranslator('en', en);
const PROFILE: Profile = {
  id: 1,
  email: 'admin@stride.dev',
  username: 'admin',
  firstName: 'Alex',
  lastName: 'Morgan',
  role: 'admin',
  permissions: [],
  createdAt: '2025-09-01T09:00:00.000Z',
  preferences: { language: 'en', theme: defaultSettings(), notifications: { email: true, push: false, weeklyDigest: true } },
};

function messagesFor(values: ProfileFormValues): Record<string, string> {
  const result = profileFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), accountIssueMessage(issue, values, t)]));
}

function passwordMessages(values: PasswordFormValues): Record<string, string> {
  const result = passwordFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), accountIssueMessage(issue, values, t)]));
}

describe('edit-profile form', () => {
  it('accepts the current profile as it is', () => {
    expect(messagesFor(profileFormValues(PROFILE))).toEqual({});
  });

  it('says which field is wrong and why, in the page language', () => {
    expect(messagesFor({ firstName: '  ', lastName: 'x'.repeat(61), username: 'a b', email: 'nope' })).toEqual({
      firstName: 'This field is required.',
      lastName: 'At most 60 characters.',
      username: '3 to 30 letters, digits, dots, dashes or underscores.',
      email: 'Enter a valid e-mail address, e.g. name@example.com.',
    });
  });

  it('sends the edited fields with the saved preferences, and new preferences with the saved fields', () => {
    expect(profileUpdate(PROFILE, { firstName: 'Alexa' })).toEqual({
      email: 'admin@stride.dev',
      username: 'admin',
      firstName: 'Alexa',
      lastName: 'Morgan',
      preferences: PROFILE.preferences,
    });
    const preferences = { ...PROFILE.preferences, language: 'fr' as const };
    expect(profileUpdate(PROFILE, { preferences })).toMatchObject({ firstName: 'Alex', preferences: { language: 'fr' } });
  });
});

describe('a new e-mail needs the current password', () => {
  it('asks for it only when the e-mail changes, and sends it only then', () => {
    const schema = profileFormSchemaFor(PROFILE.email);
    const same = { ...profileFormValues(PROFILE), email: 'ADMIN@stride.dev' };
    expect(schema.safeParse(same).success).toBe(true);
    const moved = { ...profileFormValues(PROFILE), email: 'new@stride.dev' };
    const issue = schema.safeParse(moved).error?.issues[0];
    expect(issue?.path).toEqual(['currentPassword']);
    expect(issue && accountIssueMessage(issue, moved, t)).toBe('This field is required.');
    expect(schema.safeParse({ ...moved, currentPassword: 'stride-demo' }).success).toBe(true);
    expect(profileUpdate(PROFILE, { email: 'new@stride.dev', currentPassword: 'stride-demo' })).toMatchObject({
      email: 'new@stride.dev',
      currentPassword: 'stride-demo',
    });
    expect(profileUpdate(PROFILE, { firstName: 'Alexa', currentPassword: 'stride-demo' })).not.toHaveProperty('currentPassword');
  });
});

describe('change-password form', () => {
  it('needs the current password, a new one by the rule, and the same one again', () => {
    expect(passwordMessages({ currentPassword: '', newPassword: 'short', confirm: 'other' })).toEqual({
      currentPassword: 'This field is required.',
      newPassword: 'The password must be at least 10 characters long.',
      confirm: 'The two passwords do not match.',
    });
    expect(passwordMessages({ currentPassword: 'stride-demo', newPassword: 'new-password-1', confirm: 'new-password-1' })).toEqual({});
  });
});

describe('profile display', () => {
  it('shows the name, or the username when there is none', () => {
    expect(displayName(PROFILE)).toBe('Alex Morgan');
    expect(initialsOf(PROFILE)).toBe('AM');
    expect(displayName({ firstName: '', lastName: '', username: 'kim' })).toBe('kim');
    expect(initialsOf({ firstName: '', lastName: '', username: 'kim' })).toBe('K');
  });

  it('writes the member-since date the way each language does', () => {
    expect(formatMemberSince(PROFILE.createdAt, 'en')).toBe('September 1, 2025');
    expect(formatMemberSince(PROFILE.createdAt, 'fr')).toBe('1 septembre 2025');
    expect(formatMemberSince(PROFILE.createdAt, 'de')).toBe('1. September 2025');
  });
});
