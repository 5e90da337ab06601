// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'kIIZCgmCJQYN4livSR2xqoEv4PdXZzNu',
  buildId: 'f5dd6d4e-d0e5-4f82-aaa5-766e919582d5',
};
