// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://e78cf189b016493131a13204cb1c5284:3ee5d2f1ad076b9ab86c0cb96a2fa3a2@o062941.ingest.sentry.io/2937475',
  release: '929aa995cae7e18563d473aca621ad1678c862bc',
});
