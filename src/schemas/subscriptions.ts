import { z } from 'zod/mini';
import { email } from './common.ts';

/** A sign-up of the public pages' forms (newsletter, launch alert): just the address. */
export const subscriptionSchema = z.object({ email });
