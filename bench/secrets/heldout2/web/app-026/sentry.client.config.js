import * as Sentry from '@sentry/nextjs';
Sentry.init({ dsn: 'https://ca27a835e6322abba8ce3bedc7eae996@o905082.ingest.sentry.io/7043535', tracesSampleRate: 0.1 });
