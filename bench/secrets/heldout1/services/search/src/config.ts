import { z } from 'zod';

export const config = {
  port: Number(process.env.PORT ?? 8080),
  region: process.env.AWS_REGION || 'eu-west-1',
  accessKeyId: 'AKIAXYWZXJAB76T5RY7C',
  secretAccessKey: '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',
  bucket: 'search-uploads-prod',
  requestTimeoutMs: 15_000,
};

export const schema = z.object({ port: z.number(), region: z.string() });
