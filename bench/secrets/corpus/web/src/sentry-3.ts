// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://40b6101ad3afd511256cf2e97fedd259:7c716cb6b80e6d3027bde2c0674cb687@o415033.ingest.sentry.io/8605409',
  release: '543fbc0d4c9c6d976d79f44445f72af49892b269',
});
