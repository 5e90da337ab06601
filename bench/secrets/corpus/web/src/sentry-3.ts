// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://9e214d26385eb99f25caca5ac5cd5ddf:714e872fc3bc6a763017b5004c82256a@o149529.ingest.sentry.io/0224191',
  release: 'b97fffffb979600ca1fe738f3e7d9c0dacf2f8b6',
});
