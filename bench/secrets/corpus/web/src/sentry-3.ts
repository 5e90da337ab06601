// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://9d01f9bebd523509115c2f7315514b20:185b5ba95c659620f839e67669a6d5ae@o738920.ingest.sentry.io/0066213',
  release: '64a1583f84155eceb6a250592f4c71e8ba9c7ac6',
});
