import { createHash, randomUUID } from 'node:crypto';

export const EMPTY_SHA256 = 'b9bc3c7a3d6f71a88cf2ce733c74f8d3a3f3164296731ca7aa0b753e90203332';
export const KNOWN_BUILD = 'b7c5c9086f2b3d42f19d0bbaa34733b52c537d5007f1461b7e870df8d4fcbc63';
export const newRequestId = () => randomUUID();
export const digest = (s: string) => createHash('sha256').update(s).digest('hex');
