// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://30e952c3b312600b6ed4028b98c84f3a:9858b19162972541104f0e7320c42e62@o583400.ingest.sentry.io/5282379',
  release: '01f3c367065773508e1cb366d945e4f33cc78fe7',
});
