import { Check } from 'lucide-react';
import { useId } from 'react';
import { BOARD_LIMITS } from '../../contract/board-messages.ts';
import { LABEL_COLOURS, type LabelColour } from '../../contract/boards.ts';
import { useTranslation } from '../../i18n/react.tsx';
import { DIALOG_FIELD } from './BoardFormDialog.tsx';
import { LABEL_DOT } from './label-colours.ts';

/** The label names typed, comma-separated: trimmed, without empties or repeats, at most the contract's number. */
export function labelNames(typed: string): string[] {
  const names = typed
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)].slice(0, BOARD_LIMITS.labels);
}

/** One label's colours as a radio group of swatches: arrow keys pick, the name of each colour is said. */
function ColourRadios({
  label,
  colour,
  disabled,
  onPick,
}: {
  label: string;
  colour: LabelColour;
  disabled: boolean;
  onPick(colour: LabelColour): void;
}) {
  const { t } = useTranslation();
  const group = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="inline-flex min-w-0 max-w-40 items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-xs" aria-hidden="true">
        <span className="size-2 shrink-0 rounded-full" style={{ background: LABEL_DOT[colour] }} />
        <span className="truncate">{label}</span>
      </span>
      <div role="radiogroup" aria-label={t('board.labelColour', { label })} className="flex flex-wrap gap-1.5" data-label-colours={label}>
        {LABEL_COLOURS.map((option) => (
          <span key={option} className="relative grid size-6 place-items-center">
            <input
              type="radio"
              name={group}
              value={option}
              checked={colour === option}
              disabled={disabled}
              aria-label={t(`board.colour.${option}`)}
              title={t(`board.colour.${option}`)}
              onChange={() => onPick(option)}
              // The swatch is the radio itself; a ring in the text colour marks the chosen one (not colour alone).
              className="size-6 cursor-pointer appearance-none rounded-full border border-line checked:ring-2 checked:ring-ink checked:ring-offset-2 checked:ring-offset-surface focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary disabled:cursor-default"
              style={{ background: LABEL_DOT[option] }}
            />
            {colour === option && <Check aria-hidden="true" className="pointer-events-none absolute size-3.5 text-white" strokeWidth={3} />}
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * The card's labels: their names, comma-separated, and a colour for each from the board's palette (a new label starts
 * grey). What is typed is kept as typed; the names are read from it when saved.
 */
export function LabelsField({
  typed,
  colours,
  canEdit,
  onTyped,
  onColour,
}: {
  typed: string;
  colours: Readonly<Record<string, LabelColour>>;
  canEdit: boolean;
  onTyped(typed: string): void;
  onColour(name: string, colour: LabelColour): void;
}) {
  const { t } = useTranslation();
  const names = labelNames(typed);
  return (
    <div className="grid gap-2">
      <label className="grid gap-1 text-sm">
        {t('board.fields.labels')}
        <input
          className={DIALOG_FIELD}
          value={typed}
          readOnly={!canEdit}
          onChange={(e) => onTyped(e.target.value)}
          aria-describedby="card-labels-help"
        />
        <span id="card-labels-help" className="text-xs text-muted">
          {t('board.labelsHelp')}
        </span>
      </label>
      {names.length > 0 && (
        <div role="group" aria-label={t('board.labelColours')} className="grid gap-2">
          {names.map((name) => (
            <ColourRadios
              key={name}
              label={name}
              colour={colours[name] ?? 'grey'}
              disabled={!canEdit}
              onPick={(colour) => onColour(name, colour)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
