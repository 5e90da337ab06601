// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://484c1de72efcab7c2a71d006dad9fe46:f2bc5bf18919aea3679862911aac3b7f@o278051.ingest.sentry.io/3218283',
  release: '3fcb47a5faa47446e57ef957690783f8dde96599',
});
