// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'VXC27UOjwbh9SGbixoG6b6nyOyaC5xtL',
  buildId: '664ebd5c-3b61-4d7f-afa1-4628679e8cc0',
};
