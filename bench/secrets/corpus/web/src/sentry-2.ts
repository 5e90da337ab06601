// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://caabe98e1e0ce8c837e3bd3b6cd80355:b53bba4894f9bb488c8f12a08ad4fdae@o213130.ingest.sentry.io/9488554',
  release: '191ef76f1537dd935bd954a0daf16746898e51d8',
});
