import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What a test reads back from an `.eml` file of the outbox. */
export interface ReadMail {
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** The headers of one MIME part (folded lines unfolded), lower-case names. */
function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The plain-text part of a message (the whole body when it is not multipart). */
function plainText(headers: Map<string, string>, body: string): string {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return decodeBody(headers, body);
  for (const part of body.split(`--${boundary}`)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const partHeaders = headersOf(part.slice(0, split));
    if (partHeaders.get('content-type')?.toLowerCase().startsWith('text/plain')) {
      return decodeBody(
        partHeaders,
        part
          .slice(split)
          .replace(/^\r?\n\r?\n/, '')
          .replace(/\r?\n$/, ''),
      );
    }
  }
  return '';
}

/** A file attached to a mail: its name (Content-Disposition's filename, else Content-Type's name), type and bytes. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A header parameter (`filename=INV-1.pdf`, `name="a b.pdf"`), or undefined. */
function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1]?.trim();
}

/** The attached files of an `.eml` file (the parts of a multipart/mixed message that are not its text). */
export function attachmentsOf(raw: string): MailAttachment[] {
  const source = raw.replace(/\r\n/g, '\n');
  const split = source.search(/\n\n/);
  const boundary = parameter(headersOf(source.slice(0, split)).get('content-type'), 'boundary');
  if (!boundary) return [];
  return source
    .slice(split)
    .split(`--${boundary}`)
    .flatMap((part) => {
      const end = part.search(/\n\n/);
      if (end < 0) return [];
      const headers = headersOf(part.slice(0, end));
      const filename = parameter(headers.get('content-disposition'), 'filename') ?? parameter(headers.get('content-type'), 'name');
      if (!filename) return [];
      const body = part.slice(end + 2);
      const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
      const content = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'latin1');
      return [{ filename, contentType: (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase(), content }];
    });
}

/** Reads the recipient, subject and plain text of an `.eml` file, as the outbox writes them. */
export function parseEml(raw: string): ReadMail {
  // SMTP carries CRLF line ends, the outbox writes LF: read both as LF.
  const source = raw.replace(/\r\n/g, '\n');
  const split = source.search(/\r?\n\r?\n/);
  const headers = headersOf(source.slice(0, split));
  const body = source.slice(split).replace(/^\r?\n\r?\n/, '');
  return { to: headers.get('to') ?? '', subject: decodeHeader(headers.get('subject') ?? ''), text: plainText(headers, body) };
}

/** Every mail in an outbox folder, oldest first (the file names start with the time). */
export async function readOutbox(dir: string): Promise<ReadMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (f) => parseEml(await readFile(join(dir, f), 'utf8'))));
}
