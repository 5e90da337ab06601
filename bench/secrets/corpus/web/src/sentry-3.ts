// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://7a206ad34e6c7ee9d1617f0ce4df63f2:98b7b45be1018dd2d473420988101131@o688646.ingest.sentry.io/8588200',
  release: 'ad7b272367653c78b3b8ec42c684532f76f0c944',
});
