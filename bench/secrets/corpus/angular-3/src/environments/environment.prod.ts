// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'j2T6wLIrfr8Ka7lmIw32b6uJUNNlSvnF',
  buildId: 'ab403c3f-5522-405d-a0ab-952445582181',
};
