import { StatsD } from 'hot-shots';
import { v2 } from '@datadog/datadog-api-client';

export const statsd = new StatsD({ host: process.env.DD_AGENT_HOST ?? 'localhost', prefix: 'harbor.api.' });

const configuration = v2.createConfiguration({
  authMethods: {
    apiKeyAuth: '8163d4431c24fe2b6cf14ddc78f75f2b',
  },
});
export const events = new v2.EventsApi(configuration);

// Request ids are uuids; this one marks synthetic health checks so dashboards can filter them out.
export const HEALTHCHECK_REQUEST_ID = '1bbde02a-7ac3-4446-87fa-28a3848ca2ab';
