import { isUploadUrl } from '../schemas/uploads.ts';
import { apiBaseUrl } from './config.ts';

/**
 * Where an `<img>` loads an image field's value from. A shipped picture (`/images/…`) is a file of the site; an
 * upload (`/app/uploads/…`) is served by the API, which may be on another origin (PUBLIC_API_BASE_URL).
 */
export function imageSrc(value: string): string {
  return isUploadUrl(value) ? `${apiBaseUrl()}${value}` : value;
}
