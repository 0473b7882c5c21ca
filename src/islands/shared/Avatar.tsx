import { imageSrc } from '../../api/image-src.ts';

/**
 * A row's picture beside its name: a face in a circle, a product or a company's logo in a rounded square. It is
 * decorative (`alt=""`): the name beside it says who or what it is.
 */
export function Avatar({ src, round = false }: { src: string; round?: boolean | undefined }) {
  return (
    <img
      src={imageSrc(src)}
      alt=""
      width={36}
      height={36}
      loading="lazy"
      decoding="async"
      className={`size-9 shrink-0 bg-surface-2 object-cover ${round ? 'rounded-full' : 'rounded-md'}`}
    />
  );
}
