// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://d54cd980a11812ad770e63aab3d605d5:a9666e8fb037a1383bc8c79ed2b9becc@o883825.ingest.sentry.io/8186485',
  release: 'e2cce5a824abc4698cad09310a71f1f7537afe15',
});
