import { z } from 'zod/mini';
import { code, described, email, id, imagePath, isoDate, phone, text } from './common.ts';
import { role, userStatus } from './enum-schemas.ts';

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
export type UserListItem = z.infer<typeof userListSchema>;

export const userGridSchema = z.object({
  id,
  img: imagePath,
  name: text(80),
  username: described(role, 'A role label, display only'),
  address: text(120),
  isActive: z.boolean(),
});
export type UserGridItem = z.infer<typeof userGridSchema>;
