// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SHIPPED_IMAGES } from '../../../content/shipped-images.ts';
import employees from '../../../screens/hr/employees.ts';
import products from '../../../screens/ecommerce/products.ts';
import sellers from '../../../screens/ecommerce/sellers.ts';
import { deriveFields } from './fields.ts';
import { ImagePicker, imageName } from './ImagePicker.tsx';
import { LIST_SCHEMAS } from '../../../resources/index.ts';

afterEach(cleanup);

const picker = (value: string, onChange = vi.fn()) =>
  render(
    <ImagePicker id="field-img" name="img" set="avatars" value={value} round invalid={false} describedBy={undefined} onChange={onChange} />,
  );

describe('image fields', () => {
  it('offer faces for a person, logos for a company and shoes for a product', () => {
    const image = (fields: ReturnType<typeof deriveFields>) => fields.find((f) => f.control === 'image')?.images;
    expect(image(deriveFields(LIST_SCHEMAS.employee, employees.columns))).toBe('avatars');
    expect(image(deriveFields(LIST_SCHEMAS.seller, sellers.columns))).toBe('logos');
    expect(image(deriveFields(LIST_SCHEMAS.product, products.columns))).toBe('products');
  });

  it('are a choice among the shipped pictures, the current one chosen, never a path to type', () => {
    const onChange = vi.fn();
    picker(SHIPPED_IMAGES.avatars[1], onChange);
    expect(screen.queryByRole('textbox')).toBeNull();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(SHIPPED_IMAGES.avatars.length);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: imageName(SHIPPED_IMAGES.avatars[1]) }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: imageName(SHIPPED_IMAGES.avatars[2]) }));
    expect(onChange).toHaveBeenCalledWith(SHIPPED_IMAGES.avatars[2]);
  });

  it('keep a saved picture that is not shipped as the first choice', () => {
    picker('/images/avatars/someone-else.png');
    const first = screen.getAllByRole<HTMLInputElement>('radio')[0]!;
    expect(first.value).toBe('/images/avatars/someone-else.png');
    expect(first.checked).toBe(true);
    expect(imageName('/images/avatars/emma-larsen.svg')).toBe('emma larsen');
  });
});
