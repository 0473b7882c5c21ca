import { z } from 'zod/mini';
import { described, id, imagePath, isoDate, text } from '../schemas/common.ts';
import { noteCategory } from '../schemas/enum-schemas.ts';
import { defineResource } from './define.ts';

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

/** `GET /app/notes`: its rows are `src/content/data/notes.json`; a new note's author is the account that wrote it. */
export default defineResource({
  list: 'notes',
  schema: noteSchema,
  sampleSize: 10,
  entity: 'note',
  apiName: 'Note',
  author: 'name',
});
