import { z } from 'zod/mini';
import { code, described, email, id, imagePath, isoDate, phone, text } from '../schemas/common.ts';
import { userStatus } from '../schemas/enum-schemas.ts';
import { defineResource } from './define.ts';

export const userListSchema = z.object({
  id,
  userId: described(code('user'), 'e.g. "USR-3021"'),
  name: text(80),
  img: imagePath,
  designation: text(60),
  location: text(80),
  email,
  phoneNumber: phone,
  joiningDate: isoDate,
  status: userStatus,
});

/** `GET /app/userlist`: its rows are `src/content/data/userlist.json`. */
export default defineResource({
  list: 'userlist',
  schema: userListSchema,
  sampleSize: 12,
  entity: 'userList',
  apiName: 'UserListItem',
  code: { field: 'userId', format: 'user' },
});
