// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://fde58b2547cba08aa653e902870325d1:33399eb1c665b5e8c4f65ef6412dae89@o267816.ingest.sentry.io/0010181',
  release: '7db1967f1b69e274f0aa362fb7943ea967d7e0b5',
});
