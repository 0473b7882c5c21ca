import { useCallback } from 'react';
import { INTL_TAGS } from '../../i18n/locales.ts';
import { useLocale, useTranslation } from '../../i18n/react.tsx';
import { formattersFor, type EnumLabel } from './data-table/format.ts';
import type { ListScreenSpec } from '../../screens/list-spec.ts';
import type { ViewState } from './data-table/url-state.ts';

/** The words and number formats a list screen (table or cards) shows: field labels, enum labels, formatters. */
export function useListLabels(spec: ListScreenSpec) {
  const { t } = useTranslation();
  const intlTag = INTL_TAGS[useLocale()];
  const f = formattersFor(intlTag);
  const enumLabel = useCallback<EnumLabel>((e, v) => t(`enums.${e}.${v}`, { defaultValue: v }), [t]);
  const label = useCallback((key: string) => t(`fields.${spec.entity}.${key}`), [t, spec.entity]);
  return { t, intlTag, f, enumLabel, label };
}

/** Which slice of `total` matching rows the view's page shows (size 0 = all on one page). */
export function pageWindow(total: number, view: Pick<ViewState, 'page' | 'size'>) {
  const pageSize = view.size === 0 ? Math.max(total, 1) : view.size;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(view.page, pages);
  const start = (page - 1) * pageSize;
  return { pages, page, start, end: Math.min(total, start + pageSize) };
}
