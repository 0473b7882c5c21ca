import { describe, expect, it } from 'vitest';
import { imagePath } from './common.ts';
import { isUploadUrl, newUploadFile, sniffImageType, UPLOAD_FILE_PATTERN } from './uploads.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('the type of an upload, read from its first bytes', () => {
  it('knows PNG, JPEG, GIF and WebP by their magic numbers', () => {
    expect(sniffImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, text, other RIFF files and a truncated header', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeUndefined();
    expect(sniffImageType(bytes('hello'))).toBeUndefined();
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(sniffImageType(bytes(0x89, 'PNG'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});

describe('upload urls', () => {
  it('carry 128 random bits and the extension of the type, and differ each time', () => {
    const file = newUploadFile('image/jpeg');
    expect(file).toMatch(UPLOAD_FILE_PATTERN);
    expect(file).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(newUploadFile('image/png')).not.toBe(newUploadFile('image/png'));
    expect(isUploadUrl(`/app/uploads/${file}`)).toBe(true);
  });

  it('are, with the shipped pictures, the only values an image field takes', () => {
    const ok = (value: string) => imagePath.safeParse(value).success;
    expect(ok('/images/avatars/emma-larsen.svg')).toBe(true);
    expect(ok(`/app/uploads/${'0a'.repeat(16)}.webp`)).toBe(true);
    for (const bad of [
      'https://example.com/face.png',
      '//example.com/app/uploads/0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a.png',
      'http://localhost/app/uploads/0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a.png',
      '/app/uploads/0a0a.png',
      `/app/uploads/${'0A'.repeat(16)}.png`,
      `/app/uploads/${'0a'.repeat(16)}.svg`,
      `/app/uploads/${'0a'.repeat(16)}.png?x=1`,
      'javascript:alert(1)',
      '',
    ])
      expect(ok(bad), bad).toBe(false);
  });
});
