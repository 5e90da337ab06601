// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'lyreqUm1xUcet07T9jeS1xlF9FQeUr2h',
  buildId: '9c294afe-d5b9-44af-ae09-0080136aad6d',
};
