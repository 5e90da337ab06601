import * as Sentry from '@sentry/node';

// The DSN is public by design (it only allows sending events).
Sentry.init({ dsn: 'https://bef38e030924c2a1c54ec6c242b4c1a4@o624668.ingest.sentry.io/1493631', tracesSampleRate: 0.1 });
