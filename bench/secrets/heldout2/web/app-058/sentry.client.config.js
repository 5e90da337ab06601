import * as Sentry from '@sentry/nextjs';
Sentry.init({ dsn: 'https://0acc5c980b1565f8e1fdd84952e0cac7@o971408.ingest.sentry.io/2811842', tracesSampleRate: 0.1 });
