// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://624c756b2865889bee860154436e694d:1249760a6eb081bc3d6e5dc2895a0407@o359504.ingest.sentry.io/4226750',
  release: '8bde6535c42ed9fb7211605bb887df9b9d6fd8d4',
});
