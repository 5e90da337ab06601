// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://09310a71f1f7537afe15f58a9df75dcb:f10e7eab7fd7422efc7e12e964e6fe4f@o715993.ingest.sentry.io/7062001',
  release: '8baeb2ade01715cc5e1f86849569665de17600b9',
});
