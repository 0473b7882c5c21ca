import { z } from 'zod/mini';
import { described, id, imagePath, isoDate, text } from './common.ts';
import { noteCategory } from './enum-schemas.ts';

export const noteSchema = z.object({
  id,
  category: noteCategory,
  title: text(120),
  description: described(z.string().check(z.maxLength(5000)), 'HTML; sanitise before rendering'),
  img: described(imagePath, "Author's avatar"),
  name: described(text(80), 'Author'),
  date: isoDate,
  isActive: described(z.boolean(), 'Starred'),
});
export type Note = z.infer<typeof noteSchema>;
