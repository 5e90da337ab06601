import { z } from 'zod';

export const config = {
  port: Number(process.env.PORT ?? 8080),
  region: process.env.AWS_REGION || 'eu-west-1',
  accessKeyId: 'AKIAN2G7AZCW2M4GNFMT',
  secretAccessKey: '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',
  bucket: 'billing-uploads-prod',
  requestTimeoutMs: 15_000,
};

export const schema = z.object({ port: z.number(), region: z.string() });
