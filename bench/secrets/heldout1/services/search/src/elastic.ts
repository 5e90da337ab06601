import { Client } from '@elastic/elasticsearch';

export const es = new Client({
  node: 'https://search.acme.internal:9200',
  auth: { username: 'elastic', password: 'gmB^NZQLIysGYvY#' },
  tls: { rejectUnauthorized: true },
});

export const esCloud = new Client({
  cloud: { id: process.env.ES_CLOUD_ID! },
  auth: { apiKey: process.env.ES_API_KEY! },
});
