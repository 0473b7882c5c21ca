// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nIsland } from './react.tsx';
import { MESSAGES } from './messages.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A component that throws while `broken.now`, like a screen given data its code cannot handle. */
function makeFlaky() {
  const broken = { now: true };
  function Flaky() {
    if (broken.now) throw new Error('bad row');
    return <p>rows shown</p>;
  }
  return { Flaky, broken };
}

describe('an island that throws', () => {
  it('shows a translated panel with Retry and a dashboard link, logs the error, and Retry mounts it again', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Flaky, broken } = makeFlaky();
    render(
      <>
        <p>shell</p>
        <I18nIsland locale="fr" messages={MESSAGES.fr} errorPanel="panel">
          <Flaky />
        </I18nIsland>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Un problème est survenu');
    expect(screen.getByRole('link', { name: 'Aller au tableau de bord' }).getAttribute('href')).toBe('/fr/dashboard/');
    expect(screen.getByText('shell')).toBeTruthy();
    expect(log.mock.calls.some((call) => call.some((arg) => arg instanceof Error && arg.message === 'bad row'))).toBe(true);

    broken.now = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(screen.getByText('rows shown')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a small island of the shell to one line, in Arabic too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { Flaky } = makeFlaky();
    render(
      <I18nIsland locale="ar" messages={MESSAGES.ar}>
        <Flaky />
      </I18nIsland>,
    );
    expect(screen.getByRole('alert').textContent).toContain('حدث خطأ ما');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
