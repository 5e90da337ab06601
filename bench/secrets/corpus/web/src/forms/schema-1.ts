// @ts-nocheck
import { z } from 'zod';

export const signup = z.object({
  password: z.string().min(8),
  apiKey: z.string().regex(/^[A-Za-z0-9]{32}$/),
});
const token = 'ghp_' + randomString(36);
export const jsonSchema = { password: { type: 'string', minLength: 8 } };
const secretOrKey = process.env.JWT_SECRET;
const apiKey = '';
