import { z } from 'zod';
import { id, imagePath, isoDate } from './common.ts';
import { noteCategory } from './enum-schemas.ts';

export const noteSchema = z.object({
  id,
  category: noteCategory,
  title: z.string().min(1).max(120),
  description: z.string().max(5000).describe('HTML; sanitise before rendering'),
  img: imagePath.describe("Author's avatar"),
  name: z.string().min(1).max(80).describe('Author'),
  date: isoDate,
  isActive: z.boolean().describe('Starred'),
});
export type Note = z.infer<typeof noteSchema>;
