import { ICONS, type IconName } from '../../screens/icons.ts';

/**
 * An icon named by the vocabulary (src/screens/icons.ts), for islands that get the name as data (menu
 * entries, notifications) and for Icon.astro. Where the icon is fixed, import it from lucide-react directly.
 */
export function Icon({ name, className = 'size-5' }: { name: IconName; className?: string }) {
  const Glyph = ICONS[name];
  return <Glyph className={className} aria-hidden="true" />;
}
