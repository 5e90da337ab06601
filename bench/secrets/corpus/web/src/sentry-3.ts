// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://b4f1ceaef977ca629b0b1931428a5da6:0d46a4c38f8db6cb760d5ee4989af3b9@o089287.ingest.sentry.io/5013665',
  release: 'c6ba1015ed4248fdefabc7ab4c7ee91a6507a773',
});
