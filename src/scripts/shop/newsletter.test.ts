import { describe, expect, it } from 'vitest';
import { isValidEmail } from './newsletter.ts';
import { fill } from './announce.ts';

describe('newsletter address check', () => {
  it.each(['runner@example.com', 'a.b+shoes@mail.example.co.uk', 'ali@مثال.com'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'runner', 'runner@', '@example.com', 'runner@example', 'run ner@example.com', 'runner@example.', 'a@b@c.com'])(
    'rejects "%s"',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('fill', () => {
  it('replaces every known placeholder and keeps unknown ones', () => {
    expect(fill('{{product}} added. Items in cart: {{ count }}. {{other}}', { product: 'Trail Boot', count: 3 })).toBe(
      'Trail Boot added. Items in cart: 3. {{other}}',
    );
  });
});
