import { client, v1 } from '@datadog/datadog-api-client';

const configuration = client.createConfiguration({
  authMethods: {
    apiKeyAuth: '5d2828155e8af81555a1aba47ed74b86',
    appKeyAuth: 'd5a534193d1bcf41f952f2e2c161f4d4a9776bf4',
  },
});
export const metrics = new v1.MetricsApi(configuration);
