// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nIsland } from '../../../i18n/react.tsx';
import { MESSAGES } from '../../../i18n/messages.ts';
import { Stars } from './Card.tsx';

const rated = (count: number, locale: 'en' | 'ru' = 'en') =>
  render(
    <I18nIsland locale={locale} messages={MESSAGES[locale]}>
      <Stars value={4.5} count={count} format={(n) => String(n)} />
    </I18nIsland>,
  );

afterEach(cleanup);

describe('Stars', () => {
  it('reads "1 rating" and "2 ratings"', () => {
    rated(1);
    expect(screen.getByText('Rated 4.5 out of 5 from 1 rating')).toBeTruthy();
    rated(2);
    expect(screen.getByText('Rated 4.5 out of 5 from 2 ratings')).toBeTruthy();
  });

  it('uses the Russian form for 5', () => {
    rated(5, 'ru');
    expect(screen.getByText('Оценка 4.5 из 5, 5 отзывов')).toBeTruthy();
  });
});
