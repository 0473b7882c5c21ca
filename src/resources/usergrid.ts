import { z } from 'zod/mini';
import { described, id, imagePath, text } from '../schemas/common.ts';
import { role } from '../schemas/enum-schemas.ts';
import { defineResource } from './define.ts';

export const userGridSchema = z.object({
  id,
  img: imagePath,
  name: text(80),
  username: described(role, 'A role label, display only'),
  address: text(120),
  isActive: z.boolean(),
});

/** `GET /app/usergrid`: its rows are `src/content/data/usergrid.json`. */
export default defineResource({
  list: 'usergrid',
  schema: userGridSchema,
  sampleSize: 8,
  entity: 'userGrid',
  apiName: 'UserGridItem',
});
