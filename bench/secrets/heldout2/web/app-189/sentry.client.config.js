import * as Sentry from '@sentry/nextjs';
Sentry.init({ dsn: 'https://40627c30368230db1aa4bb687bcba857@o709236.ingest.sentry.io/8017322', tracesSampleRate: 0.1 });
