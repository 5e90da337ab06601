// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'tBljAX3i5x5c4furuuU5UHbXi0K1T30y',
  buildId: 'bfa2e46f-f843-4629-a343-d309dad68235',
};
