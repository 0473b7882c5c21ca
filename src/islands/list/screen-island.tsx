import type { ComponentType } from 'react';
import { I18nIsland, type I18nProps } from '../../i18n/react.tsx';
import type { ScreenPermission } from '../../stores/permissions.ts';
import type { ListScreenSpec } from '../../screens/list-spec.ts';
import { PermissionGate } from '../shared/Permitted.tsx';

export interface ScreenProps extends I18nProps {
  spec: ListScreenSpec;
  /** The screen's translated name (from the registry's menu label). */
  title: string;
  /** The permission needed to open the screen (its definition's); without it the screen says it is not permitted. */
  need?: ScreenPermission | undefined;
}

/**
 * The island a page mounts for a screen: the screen inside the page's translations.
 * Every screen island is made by this one function, so they all take the same props. It lives
 * apart from ListScreen so card screens do not pull the table into their bundles. A role that may not open the
 * screen gets the "not permitted" state instead, and the screen's data is not requested.
 */
export function screenIsland(Screen: ComponentType<Pick<ScreenProps, 'spec' | 'title'>>) {
  return function ScreenIsland({ locale, spec, title, need }: ScreenProps) {
    return (
      <I18nIsland locale={locale} errorPanel="panel">
        <PermissionGate need={need}>
          <Screen spec={spec} title={title} />
        </PermissionGate>
      </I18nIsland>
    );
  };
}
