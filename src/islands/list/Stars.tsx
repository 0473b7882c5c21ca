import { useTranslation } from '../../i18n/react.tsx';
import { Star } from 'lucide-react';

/** Five stars filled to `value`, read out as one sentence ("Rated 4.5 out of 5, 120 ratings"). */
export function Stars({ value, count, format }: { value: number; count?: number; format(n: number): string }) {
  const { t } = useTranslation();
  const text = t('ecommerce.rated', { value: format(value), count: count ?? 0 });
  return (
    <p className="flex items-center gap-1 text-sm text-muted">
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="flex text-warning">
        {Array.from({ length: 5 }, (_, i) => (
          <Star key={i} className="size-4" fill={value >= i + 0.5 ? 'currentColor' : 'none'} aria-hidden="true" />
        ))}
      </span>
      <span aria-hidden="true" className="tabular-nums">
        {format(value)} ({format(count ?? 0)})
      </span>
    </p>
  );
}
