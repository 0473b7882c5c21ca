import { z } from 'zod';
import { email, id, imagePath, isoDate, phone } from './common.ts';
import { role, userStatus } from './enum-schemas.ts';

export const userListSchema = z.object({
  id,
  userId: z.string().min(1).max(20).describe('e.g. "USR-3021"'),
  name: z.string().min(1).max(80),
  img: imagePath,
  designation: z.string().min(1).max(60),
  location: z.string().min(1).max(80),
  email,
  phoneNumber: phone,
  joiningDate: isoDate,
  status: userStatus,
});
export type UserListItem = z.infer<typeof userListSchema>;

export const userGridSchema = z.object({
  id,
  img: imagePath,
  name: z.string().min(1).max(80),
  username: role.describe('A role label, display only'),
  address: z.string().min(1).max(120),
  isActive: z.boolean(),
});
export type UserGridItem = z.infer<typeof userGridSchema>;
