import { z } from 'zod/mini';
import { described, id, imagePath, isoDate, text } from '../schemas/common.ts';
import { defineResource } from './define.ts';

export const friendSchema = z.object({
  id,
  name: text(80),
  username: z.string().check(z.regex(/^@[\w.]{2,30}$/, 'Expected a handle such as @anna.k')),
  img: described(imagePath, 'Avatar shown beside the name'),
  joiningDate: isoDate,
  isFollow: z.boolean(),
});

/** `GET /app/friends`: its rows are `src/content/data/friends.json`. */
export default defineResource({
  list: 'friends',
  schema: friendSchema,
  sampleSize: 10,
  entity: 'friend',
  apiName: 'Friend',
});
