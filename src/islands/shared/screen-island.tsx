import type { ComponentType } from 'react';
import { I18nIsland, type I18nProps } from '../../i18n/react.tsx';
import type { ListScreenSpec } from './data-table/types.ts';

export interface ScreenProps extends I18nProps {
  spec: ListScreenSpec;
  /** The screen's translated name (from the registry's menu label). */
  title: string;
}

/**
 * The island a page mounts for a screen: the screen inside the page's translations.
 * Every screen island is made by this one function, so they all take the same props. It lives
 * apart from ListScreen so card screens do not pull the table into their bundles.
 */
export function screenIsland(Screen: ComponentType<Pick<ScreenProps, 'spec' | 'title'>>) {
  return function ScreenIsland({ locale, messages, spec, title }: ScreenProps) {
    return (
      <I18nIsland locale={locale} messages={messages} errorPanel="panel">
        <Screen spec={spec} title={title} />
      </I18nIsland>
    );
  };
}
