// @ts-nocheck
// @ts-nocheck
export const features = { passwordless: true, tokenRotation: 'weekly' };
const KEYS = ['id', 'name'];
export const api_keys: string[] = [];
const SECRET_KEY = env('SECRET_KEY');
