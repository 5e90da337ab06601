export const msalConfig = {
  auth: { clientId: 'af6eedb4-276a-4ff9-b0dd-2f3112103b3e', authority: 'https://login.microsoftonline.com/991a0c6e-de7f-465a-9094-faf2efe9732d', redirectUri: '/' },
  cache: { cacheLocation: 'sessionStorage' },
};
export const stripePublishableKey = 'pk_live_gYGjarTErTZVUG1AqlKiG5Jdzy7iGcuUf1q2YUUWAgnvJ0SwOR4Sy9i6zSQ9a60kHWpUosrFOMRRdvXwKRxyfuVp0uePp1w7hAx';
export const appInsightsConnection = 'InstrumentationKey=aa1f4d3a-9440-4526-bdf8-fc1102cf1306;IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/;LiveEndpoint=https://northeurope.livediagnostics.monitor.azure.com/;ApplicationId=8e4526f2-fc71-439b-9425-0a208084f219';
