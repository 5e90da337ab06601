// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'YTqxuarQPOAeWBCh2lvuGfnHYmxGACeC',
  buildId: '04520baa-7bd9-4c85-aac6-0c17ad61a680',
};
