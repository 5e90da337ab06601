// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://4d3047c6d974e69c30498fd25e3b2b40:058d639185de1ae0647990a272d0e339@o059443.ingest.sentry.io/5759945',
  release: 'c53d4c50ff77612c82042f02e33a885103cf147c',
});
