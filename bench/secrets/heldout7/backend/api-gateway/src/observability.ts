import tracer from 'dd-trace';
import { client, v1 } from '@datadog/datadog-api-client';

tracer.init({ service: 'api-gateway', env: process.env.DD_ENV });
const configuration = client.createConfiguration({
  authMethods: {
    apiKeyAuth: '9f5f6921b07a20af33712cef93c4ed8a',
    appKeyAuth: process.env.DD_APP_KEY,
  },
});
export const events = new v1.EventsApi(configuration);
export const NEW_RELIC_LICENSE = process.env.NEW_RELIC_LICENSE_KEY;
