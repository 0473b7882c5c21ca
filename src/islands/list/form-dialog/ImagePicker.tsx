import { SHIPPED_IMAGES, type ImageSet } from '../../../content/shipped-images.ts';
import { imageSrc } from '../../../api/image-src.ts';

/** "emma-larsen" from `/images/avatars/emma-larsen.svg`: the name a picture is announced by. */
export function imageName(path: string): string {
  const file = path.split('/').pop() ?? path;
  return file.replace(/\.\w+$/, '').replace(/[-_]+/g, ' ');
}

export interface ImagePickerProps {
  id: string;
  name: string;
  set: ImageSet;
  value: string;
  round: boolean;
  /** The form's own message about the field (shown under it by the form). */
  invalid: boolean;
  describedBy: string | undefined;
  /** The id of the field's label (default `<id>-label`). */
  labelledBy?: string;
  onChange(value: string): void;
}

/**
 * An image field as a choice among the pictures shipped with the template (never a path to type): a radio group of
 * thumbnails, the chosen one ringed. A value that is not among them (saved before) stays as the first choice.
 */
export function ImagePicker({ id, name, set, value, round, invalid, describedBy, labelledBy, onChange }: ImagePickerProps) {
  const shipped: readonly string[] = SHIPPED_IMAGES[set];
  const choices = value && !shipped.includes(value) ? [value, ...shipped] : shipped;
  const shape = round ? 'rounded-full' : 'rounded-lg';
  return (
    <div
      id={id}
      role="radiogroup"
      aria-labelledby={labelledBy ?? `${id}-label`}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex max-h-40 flex-wrap gap-2 overflow-y-auto rounded-lg border border-line p-2 aria-[invalid=true]:border-danger"
    >
      {choices.map((path) => (
        <label key={path} className="cursor-pointer" title={imageName(path)}>
          <input
            type="radio"
            name={name}
            value={path}
            checked={path === value}
            onChange={() => onChange(path)}
            className="peer sr-only"
            aria-label={imageName(path)}
          />
          <img
            src={imageSrc(path)}
            alt=""
            width={44}
            height={44}
            loading="lazy"
            className={`size-11 bg-surface-2 object-cover ring-offset-2 ring-offset-surface peer-checked:ring-2 peer-checked:ring-primary peer-focus-visible:outline-2 peer-focus-visible:outline-primary ${shape}`}
          />
        </label>
      ))}
    </div>
  );
}
