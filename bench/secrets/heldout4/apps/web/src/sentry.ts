import * as Sentry from '@sentry/react';

// The DSN only allows sending events; it is shipped to every browser.
Sentry.init({
  dsn: 'https://5b53bd9b66ade5d022d0a7884a17bf49@o909723.ingest.sentry.io/7204281',
  tracesSampleRate: 0.1,
  environment: import.meta.env.MODE,
});
