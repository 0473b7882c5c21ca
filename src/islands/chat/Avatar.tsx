import { initialsOf } from './chat-format.ts';

/** A round badge with a name's initials; its colour follows the name, so a person keeps theirs (dark enough for white text at 4.5:1 in every hue). */
export function Avatar({ name, size = 'md' }: { name: string; size?: 'sm' | 'md' }) {
  const hue = [...name].reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0) % 360;
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: `hsl(${hue} 55% 28%)` }}
      className={`inline-grid shrink-0 place-items-center rounded-full font-semibold text-white ${size === 'sm' ? 'size-7 text-[11px]' : 'size-10 text-sm'}`}
    >
      {initialsOf(name)}
    </span>
  );
}
