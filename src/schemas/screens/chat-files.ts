/**
 * The files a chat message may carry (docs/chat-api.md#attachments), shared by the composer (what it offers and checks
 * before sending), both backends (what they take) and the contract. Images are told by their bytes, as the uploads'
 * are; other files by their declared type (or, when the browser gave none, the name's extension), which must be one of
 * these and whose first bytes must fit it. Nothing that a browser would run (HTML, SVG, script) is ever taken.
 */
import { isUploadType, sniffImageType } from '../uploads.ts';

import { CHAT_FILE_MAX_BYTES, CHAT_FILE_NAME_MAX } from '../chat-file-limits.ts';

export { CHAT_FILE_MAX_BYTES, CHAT_FILE_MAX_MB, CHAT_FILE_NAME_MAX, CHAT_FILES_PER_MESSAGE } from '../chat-file-limits.ts';

type Magic = 'pdf' | 'zip' | 'ole' | 'text';

/** The types other than images, each with its extension and what its first bytes must be. */
const FILE_TYPES: Record<string, { ext: string; magic: Magic }> = {
  'application/pdf': { ext: 'pdf', magic: 'pdf' },
  'text/plain': { ext: 'txt', magic: 'text' },
  'text/csv': { ext: 'csv', magic: 'text' },
  'application/zip': { ext: 'zip', magic: 'zip' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { ext: 'docx', magic: 'zip' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { ext: 'xlsx', magic: 'zip' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { ext: 'pptx', magic: 'zip' },
  'application/vnd.oasis.opendocument.text': { ext: 'odt', magic: 'zip' },
  'application/vnd.oasis.opendocument.spreadsheet': { ext: 'ods', magic: 'zip' },
  'application/vnd.oasis.opendocument.presentation': { ext: 'odp', magic: 'zip' },
  'application/msword': { ext: 'doc', magic: 'ole' },
  'application/vnd.ms-excel': { ext: 'xls', magic: 'ole' },
  'application/vnd.ms-powerpoint': { ext: 'ppt', magic: 'ole' },
};

/** Every type a chat file may have: the uploads' four images and the files above. */
export const CHAT_FILE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', ...Object.keys(FILE_TYPES)];
/** What the composer's file input offers (`accept`): the types and their extensions, for systems that go by the name. */
export const CHAT_FILE_ACCEPT = [
  ...CHAT_FILE_TYPES,
  ...['.png', '.jpg', '.jpeg', '.webp', '.gif'],
  ...Object.values(FILE_TYPES).map((t) => `.${t.ext}`),
].join(',');

/** Whether a stored file's type is one of the images (shown inline; every other file is a download). */
export const isChatImage = (type: string): boolean => isUploadType(type);

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, i) => bytes[i] === byte);

function fits(bytes: Uint8Array, magic: Magic): boolean {
  switch (magic) {
    case 'pdf':
      return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]);
    case 'zip':
      // A zip's first entry, or the end record of an empty one.
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]);
    case 'ole':
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'text':
      // Text has no NUL byte; a binary file declared as text does, nearly always in its first kilobyte.
      return !bytes.subarray(0, 1024).includes(0);
  }
}

/** The type a declared type and a file name name, before the bytes are looked at: normalised, or by extension. */
function declaredType(declared: string, name: string): string {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-zip-compressed') return 'application/zip';
  if (type !== '' && type !== 'application/octet-stream') return type;
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return Object.entries(FILE_TYPES).find(([, t]) => t.ext === ext)?.[0] ?? type;
}

/**
 * The type a chat file is stored and served with, or undefined when it is not one chat takes: an image by its bytes
 * (whatever it was declared as); else its declared type if it is one of FILE_TYPES and its bytes fit it. Something
 * declared as an image that is none of the four (an SVG, text) is refused.
 */
export function chatFileType(declared: string, name: string, bytes: Uint8Array): string | undefined {
  const image = sniffImageType(bytes);
  if (image) return image;
  const type = declaredType(declared, name);
  const known = FILE_TYPES[type];
  return known && fits(bytes, known.magic) ? type : undefined;
}

/** The composer's check of a chosen file before sending, by what the browser says of it (the backend checks the bytes). */
export function checkChatFile(file: { type: string; size: number; name: string }): 'type' | 'size' | undefined {
  const type = declaredType(file.type, file.name);
  if (!CHAT_FILE_TYPES.includes(type)) return 'type';
  if (file.size > CHAT_FILE_MAX_BYTES) return 'size';
  return undefined;
}

/**
 * A file name as it is stored and said: no folders, no control characters, at most CHAT_FILE_NAME_MAX characters;
 * empty when nothing is left (refused).
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  return (
    base
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is taken out
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, CHAT_FILE_NAME_MAX)
  );
}

/**
 * The `Content-Disposition` a chat file is served with: an image inline (shown in the conversation), anything else
 * as an attachment (downloaded, never opened in the API's origin); the name as an ASCII fallback and in UTF-8.
 */
export function chatFileDisposition(type: string, name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${isChatImage(type) ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
