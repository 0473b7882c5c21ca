import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { presetPeriod, PRESETS, type Preset } from '../../stats/period.ts';
import type { Formats } from './formats.ts';
import { customPeriod, type PeriodChoice } from './period.ts';

interface Props {
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
  f: Formats;
}

/**
 * 7 / 30 / 90 days, 12 months or a custom range (two dates and Apply); the range in force is written out. On a phone
 * the choices fill the width, so one that wraps (Custom, in most languages) takes a whole row instead of a corner.
 */
export function PeriodControl({ choice, onChange, f }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [custom, setCustom] = useState(choice.preset === 'custom');
  const [from, setFrom] = useState(choice.period.from);
  const [to, setTo] = useState(choice.period.to);
  const [invalid, setInvalid] = useState(false);

  const pick = (preset: Preset) => {
    setInvalid(false);
    if (preset === 'custom') return setCustom(true);
    setCustom(false);
    const period = presetPeriod(preset);
    setFrom(period.from);
    setTo(period.to);
    onChange({ preset, period });
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const period = customPeriod(from, to);
    setInvalid(!period);
    if (period) onChange({ preset: 'custom', period });
  };
  const selected = custom ? 'custom' : choice.preset;
  const input = 'h-9 rounded-lg border border-line bg-surface px-2 text-sm text-ink';

  return (
    <div className="flex flex-wrap items-center gap-3" data-period-control>
      <fieldset className="flex w-full flex-wrap rounded-lg border border-line bg-surface p-0.5 sm:w-auto">
        <legend className="sr-only">{t('dashboards.period.label')}</legend>
        {PRESETS.map((preset) => (
          <label
            key={preset}
            className={`grow cursor-pointer rounded-md px-3 py-1.5 text-center text-sm font-medium whitespace-nowrap has-focus-visible:outline-2 has-focus-visible:outline-primary ${selected === preset ? 'bg-primary text-on-primary' : 'text-ink hover:bg-surface-2'}`}
          >
            <input
              type="radio"
              name={`${id}-period`}
              value={preset}
              checked={selected === preset}
              onChange={() => pick(preset)}
              className="sr-only"
            />
            {t(`dashboards.period.${preset}`)}
          </label>
        ))}
      </fieldset>
      {custom ? (
        <form className="flex flex-wrap items-end gap-2" onSubmit={apply} noValidate>
          <label className="grid gap-0.5 text-xs text-muted">
            {t('dashboards.period.from')}
            <input
              type="date"
              className={input}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${id}-error` : undefined}
            />
          </label>
          <label className="grid gap-0.5 text-xs text-muted">
            {t('dashboards.period.to')}
            <input
              type="date"
              className={input}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${id}-error` : undefined}
            />
          </label>
          <button type="submit" className="h-9 rounded-lg bg-primary px-3 text-sm font-semibold text-on-primary hover:bg-primary-strong">
            {t('dashboards.period.apply')}
          </button>
          {invalid && (
            <p id={`${id}-error`} role="alert" className="basis-full text-sm text-danger">
              {t('dashboards.period.invalid')}
            </p>
          )}
        </form>
      ) : (
        <p className="text-sm text-muted" data-period-range>
          {t('dashboards.period.range', { from: f.fullDate(choice.period.from), to: f.fullDate(choice.period.to) })}
        </p>
      )}
    </div>
  );
}
