import {
  intervalFor,
  isIsoDate,
  MAX_PERIOD_DAYS,
  periodDays,
  presetPeriod,
  PRESETS,
  todayIso,
  type Period,
  type Preset,
} from '../../stats/period.ts';

/** What the address says about the period: `?period=90d`, or `?from=…&to=…` for a custom range (the last 30 days without either). */
export interface PeriodChoice {
  preset: Preset;
  period: Period;
}

export const DEFAULT_PRESET: Exclude<Preset, 'custom'> = '30d';

export function customPeriod(from: string, to: string): Period | null {
  if (!isIsoDate(from) || !isIsoDate(to) || from > to || periodDays({ from, to }) > MAX_PERIOD_DAYS) return null;
  return { from, to, interval: intervalFor(periodDays({ from, to })) };
}

export function readChoice(search: string, today: string = todayIso()): PeriodChoice {
  const params = new URLSearchParams(search);
  const custom = customPeriod(params.get('from') ?? '', params.get('to') ?? '');
  if (custom) return { preset: 'custom', period: custom };
  const raw = params.get('period');
  const preset =
    (PRESETS as readonly string[]).includes(raw ?? '') && raw !== 'custom' ? (raw as Exclude<Preset, 'custom'>) : DEFAULT_PRESET;
  return { preset, period: presetPeriod(preset, today) };
}

/** The address of a choice: the page's path with `period`, or `from` and `to`, and nothing for the default. */
export function writeChoice(pathname: string, choice: PeriodChoice): string {
  if (choice.preset === 'custom') return `${pathname}?from=${choice.period.from}&to=${choice.period.to}`;
  return choice.preset === DEFAULT_PRESET ? pathname : `${pathname}?period=${choice.preset}`;
}
