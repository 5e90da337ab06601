// @ts-nocheck
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: 'https://245f0ac4f893ecc2faddfe76ed5bf6fb:bd27d5bcce56799f27d764aeac0c5935@o220194.ingest.sentry.io/2091968',
  release: 'd49e084c8e01585484b58153635f7ba5d75c0caa',
});
