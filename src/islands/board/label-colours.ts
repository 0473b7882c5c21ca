import type { LabelColour } from '../../contract/boards.ts';

/**
 * A label's colour name as the colour of its dot and swatch: mid-tones that stand out on the light and the dark
 * surface alike. The label's name beside the dot is the text colour, so its contrast does not depend on the colour.
 */
export const LABEL_DOT: Record<LabelColour, string> = {
  grey: '#94a3b8',
  red: '#ef4444',
  orange: '#f97316',
  yellow: '#eab308',
  green: '#22c55e',
  teal: '#14b8a6',
  blue: '#3b82f6',
  purple: '#a855f7',
  pink: '#ec4899',
};
