// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nIsland, useLocale, useTranslation } from './react.tsx';
import type { Translate } from './translator.ts';

afterEach(cleanup);

function Show({ k, testId }: { k: string; testId: string }) {
  const { t } = useTranslation();
  return <span data-testid={testId}>{`${useLocale()}:${t(k, { n: 2 })}`}</span>;
}

describe('I18nIsland', () => {
  it("lets islands on one page see each other's namespaces, per locale", () => {
    render(
      <>
        <I18nIsland locale="fr" messages={{ common: { save: 'Enregistrer' } }}>
          <Show k="common.save" testId="a" />
        </I18nIsland>
        <I18nIsland locale="fr" messages={{ table: { rows: '{{n}} lignes' }, common: { close: 'Fermer' } }}>
          <Show k="common.save" testId="b" />
          <Show k="table.rows" testId="c" />
        </I18nIsland>
        <I18nIsland locale="de" messages={{ table: { rows: '{{n}} Zeilen' } }}>
          <Show k="common.save" testId="d" />
          <Show k="table.rows" testId="e" />
        </I18nIsland>
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('fr:Enregistrer');
    expect(screen.getByTestId('b').textContent).toBe('fr:Enregistrer');
    expect(screen.getByTestId('c').textContent).toBe('fr:2 lignes');
    // German has no `common` yet: the key shows, not another language's text.
    expect(screen.getByTestId('d').textContent).toBe('de:common.save');
    expect(screen.getByTestId('e').textContent).toBe('de:2 Zeilen');
  });

  it('keeps `t` the same across re-renders with new message objects, so effects on it run once', () => {
    const seen: Translate[] = [];
    function Probe() {
      const { t } = useTranslation();
      useEffect(() => {
        seen.push(t);
      }, [t]);
      return <span data-testid="p">{t('nav.home')}</span>;
    }
    const { rerender } = render(
      <I18nIsland locale="it" messages={{ nav: { home: 'Home' } }}>
        <Probe />
      </I18nIsland>,
    );
    rerender(
      <I18nIsland locale="it" messages={{ nav: { home: 'Inizio' } }}>
        <Probe />
      </I18nIsland>,
    );
    expect(seen).toHaveLength(1);
    expect(screen.getByTestId('p').textContent).toBe('Inizio');
  });

  it('returns keys outside any island', () => {
    render(<Show k="common.save" testId="x" />);
    expect(screen.getByTestId('x').textContent).toBe('en:common.save');
  });
});
