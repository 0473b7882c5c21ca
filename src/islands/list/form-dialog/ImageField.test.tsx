// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import de from '../../../../public/assets/i18n/de.json';
import en from '../../../../public/assets/i18n/en.json';
import { I18nIsland } from '../../../i18n/react.tsx';
import { ApiError } from '../../../api/client.ts';
import { SHIPPED_IMAGES } from '../../../content/shipped-images.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { checkImageFile, MAX_UPLOAD_BYTES, NOT_AN_IMAGE, UPLOAD_ACCOUNT_QUOTA_FULL, UPLOAD_QUOTA_FULL } from '../../../schemas/uploads.ts';
import { imageName } from './ImagePicker.tsx';

const uploads = vi.hoisted(() => ({ upload: vi.fn<(file: Blob, signal?: AbortSignal) => Promise<string>>() }));
vi.mock('../../../stores/uploads.ts', () => ({ uploadImage: uploads.upload }));

const UPLOADED = `/app/uploads/${'ab'.repeat(16)}.png`;

beforeEach(() => {
  // happy-dom has no object URLs; the preview only needs a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  uploads.upload.mockReset();
});

const png = (size = 100) => new File([new Uint8Array(size)], 'face.png', { type: 'image/png' });

async function mount(value = '', onChange = vi.fn()) {
  const { ImageField } = await import('./ImageField.tsx');
  render(
    <I18nIsland locale="en" messages={{ form: en.form, errors: en.errors }}>
      <span id="field-img-label">Photo</span>
      <ImageField id="field-img" name="img" set="avatars" value={value} round invalid={false} describedBy={undefined} onChange={onChange} />
    </I18nIsland>,
  );
  return onChange;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
async function choose(file: File) {
  await act(async () => {
    fireEvent.change(fileInput(), { target: { files: [file] } });
  });
}

describe('the client check of a chosen image', () => {
  it('takes PNG, JPEG, WebP and GIF up to the limit, never SVG, and nothing over it', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) expect(checkImageFile({ type, size: 10 })).toBeUndefined();
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkImageFile({ type: 'text/plain', size: 10 })).toBe('type');
    expect(checkImageFile({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeUndefined();
    expect(checkImageFile({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe('size');
  });
});

describe('an image field', () => {
  it('has a labelled file button, a hint with the limit, and the file input that accepts the four types only', async () => {
    await mount();
    const button = screen.getByRole('button', { name: 'Photo choose a file' });
    expect(button.getAttribute('aria-describedby')).toContain('field-img-hint');
    expect(screen.getByText('PNG, JPEG, WebP or GIF, at most 2 MB')).toBeTruthy();
    expect(fileInput().accept).toBe('image/png,image/jpeg,image/webp,image/gif');
    expect(screen.getByText('No image yet')).toBeTruthy();
  });

  it('sends a chosen file, shows it while it goes, then sets the field to the url', async () => {
    let finish: (url: string) => void = () => undefined;
    uploads.upload.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const onChange = await mount();
    await choose(png());
    expect(uploads.upload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Uploading…');
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Preview of the image' }).src).toBe('blob:preview');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /choose a file/ }).disabled).toBe(true);
    await act(async () => finish(UPLOADED));
    expect(onChange).toHaveBeenCalledWith(UPLOADED);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends a dropped file', async () => {
    uploads.upload.mockResolvedValue(UPLOADED);
    const onChange = await mount();
    await act(async () => {
      fireEvent.drop(screen.getByTestId('field-img-drop'), { dataTransfer: { files: [png()] } });
    });
    expect(onChange).toHaveBeenCalledWith(UPLOADED);
  });

  it('refuses an SVG and a file over the limit before sending, saying why, and keeps the value', async () => {
    const onChange = await mount(SHIPPED_IMAGES.avatars[0]);
    await choose(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert').textContent).toBe('Use a PNG, JPEG, WebP or GIF image');
    expect(screen.getByRole('button', { name: /choose a file/ }).getAttribute('aria-describedby')).toContain('field-img-upload-error');
    await choose(png(MAX_UPLOAD_BYTES + 1));
    // A no-break space keeps the number with its unit.
    expect(screen.getByRole('alert').textContent).toBe('The image is larger than 2\u00a0MB');
    expect(uploads.upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Preview of the image' }).src).toContain(SHIPPED_IMAGES.avatars[0]);
  });

  it("shows the backend's refusal in the page's words, and keeps the value and its preview", async () => {
    uploads.upload.mockRejectedValue(new ApiError(NOT_AN_IMAGE, 415, 'http'));
    const onChange = await mount(SHIPPED_IMAGES.avatars[0]);
    await choose(png());
    expect(screen.getByRole('alert').textContent).toBe('Use a PNG, JPEG, WebP or GIF image');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLImageElement>('img', { name: 'Preview of the image' }).src).toContain(SHIPPED_IMAGES.avatars[0]);
  });

  it('keeps the shipped pictures behind "Choose from samples"', async () => {
    const onChange = await mount();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose from samples' }));
    expect(screen.getByRole('radiogroup', { name: 'Photo' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: imageName(SHIPPED_IMAGES.avatars[2]) }));
    expect(onChange).toHaveBeenCalledWith(SHIPPED_IMAGES.avatars[2]);
    expect(screen.getByRole('button', { name: 'Hide samples' }).getAttribute('aria-expanded')).toBe('true');
  });

  it.each([
    ['the account quota', UPLOAD_ACCOUNT_QUOTA_FULL, en.form.errors.uploadAccountQuota, de.form.errors.uploadAccountQuota],
    ['the total quota', UPLOAD_QUOTA_FULL, en.form.errors.uploadQuota, de.form.errors.uploadQuota],
    ['a full disk', MESSAGES.storageFull, en.errors.storageFull, de.errors.storageFull],
  ])(
    'says in the page’s words that %s refused the upload (507), and keeps what was typed and chosen',
    async (_, message, english, german) => {
      uploads.upload.mockRejectedValue(new ApiError(message, 507, 'http'));
      for (const [locale, messages, words] of [
        ['en', en, english],
        ['de', de, german],
      ] as const) {
        const { ImageField } = await import('./ImageField.tsx');
        // As the form dialog holds its fields: a text typed before the upload, and the image field's value.
        function Form() {
          const [values, setValues] = useState<{ name: string; image: string }>({ name: '', image: SHIPPED_IMAGES.products[0] });
          return (
            <I18nIsland locale={locale} messages={{ form: messages.form, errors: messages.errors }}>
              <input aria-label="Name" value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} />
              <span id="field-img-label">Picture</span>
              <ImageField
                id="field-img"
                name="img"
                set="products"
                value={values.image}
                round={false}
                invalid={false}
                describedBy={undefined}
                onChange={(image) => setValues({ ...values, image })}
              />
            </I18nIsland>
          );
        }
        render(<Form />);
        fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Trail shoe' } });
        await choose(png());
        expect(screen.getByRole('alert').textContent).toBe(words);
        expect(words).not.toBe(message);
        expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Trail shoe');
        expect(screen.getByRole<HTMLImageElement>('img').src).toContain(SHIPPED_IMAGES.products[0]);
        cleanup();
      }
    },
  );
});
