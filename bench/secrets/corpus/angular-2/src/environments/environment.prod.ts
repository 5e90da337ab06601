// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'zAqMGzLMPTl9FCYJjpx4fUUqvXQIAmwt',
  buildId: '285c5597-1593-43ef-afe5-3019a691e88d',
};
