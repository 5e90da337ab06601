// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://cc5272cbf0b402f48a8d1fd4f370af95:44ec61a24a90b640785e9b7b1b161090@o816620.ingest.sentry.io/7933616',
  release: 'b269e9695b6c18d11de3813a9b88b3ca1fae7ebd',
});
