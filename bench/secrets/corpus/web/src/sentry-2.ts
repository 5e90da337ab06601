// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://5b7d6449f7b8d7ef408874482696b9fa:dd2b2eeeda056f4fb353ed54460c5780@o148562.ingest.sentry.io/2737261',
  release: '289ef017a2d271de331cacd9bb2aa016b1e8dd8a',
});
