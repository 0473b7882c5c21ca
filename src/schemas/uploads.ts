/**
 * The rules of an uploaded image, shared by the form (checks before sending), both backends (checks on arrival) and
 * the row schemas (which accept the url an upload answered). One constant each: the limit, the types, the url.
 */

/** The largest image an upload takes: 2 MB. */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** The same limit in whole megabytes, as the messages say it. */
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** The image types an upload takes, each with the file extension its url gets. Never SVG: it can carry script. */
export const UPLOAD_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;
/** What a file input offers to choose (`accept`). */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_TYPES).join(',');

export const isUploadType = (type: string): type is UploadType => Object.hasOwn(UPLOAD_TYPES, type);

/** The type of an extension of an upload url (`png` -> `image/png`). */
export function typeOfExtension(extension: string): UploadType | undefined {
  return (Object.keys(UPLOAD_TYPES) as UploadType[]).find((type) => UPLOAD_TYPES[type] === extension);
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type the first bytes of a file show (its magic number), whatever type it was declared with; undefined for
 * anything else (text, SVG, a PDF, a truncated header).
 */
export function sniffImageType(bytes: Uint8Array): UploadType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** The path under which uploads are served; an upload's url is this, its random id and its extension. */
export const UPLOAD_PATH = '/app/uploads';
/** An upload's url, exactly: 32 lower-case hex digits (128 random bits) and the extension of its type. */
export const UPLOAD_URL_PATTERN = /^\/app\/uploads\/[0-9a-f]{32}\.(png|jpg|webp|gif)$/;
/** The last part of an upload's url (`<id>.<ext>`), as the GET route's path parameter must be. */
export const UPLOAD_FILE_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

/**
 * A new upload's file name: 128 random bits and the type's extension. The url of an upload is served without a bearer
 * (an `<img>` cannot send one), so only its randomness keeps it from being guessed: never shorten it.
 */
export function newUploadFile(type: UploadType): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${id}.${UPLOAD_TYPES[type]}`;
}

/** Whether a value is an upload's url (and no other address). */
export const isUploadUrl = (value: string): boolean => UPLOAD_URL_PATTERN.test(value);

/** What is wrong with a file before it is sent: a type that is not an image the upload takes, or too many bytes. */
export type UploadProblem = 'type' | 'size';

/** The form's check of a chosen file, by its declared type and size (the backend then checks its bytes). */
export function checkImageFile(file: { type: string; size: number }): UploadProblem | undefined {
  if (!isUploadType(file.type)) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return undefined;
}

/** The backends' words for a body that is not one of the images an upload takes (415). */
export const NOT_AN_IMAGE = 'The file is not a PNG, JPEG, WebP or GIF image';
/** The backends' words for a body over the limit (413). */
export const UPLOAD_TOO_LARGE = `The image is larger than ${MAX_UPLOAD_MB} MB`;
/** The backends' words for an upload that would take the account's uploads over their share of the storage (507). */
export const UPLOAD_ACCOUNT_QUOTA_FULL = 'Your uploads have reached your storage quota';
/** The backends' words for an upload that would take all the uploads together over the server's quota (507). */
export const UPLOAD_QUOTA_FULL = "The uploads have reached the server's storage quota";

/** The audit entry's changes for a stored upload, the same on both backends: its url, type and size. */
export function uploadAuditChanges(url: string, type: string, size: number) {
  return [
    { field: 'url', before: null, after: url },
    { field: 'type', before: null, after: type },
    { field: 'size', before: null, after: size },
  ];
}
