// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'eKZMaCsstDx4lWl0Yq93HN6NLxv93Ypm',
  buildId: '2d216b11-f6bd-4a96-a64c-d3edd41385f8',
};
