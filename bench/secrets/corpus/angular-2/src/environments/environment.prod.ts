// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: '0aWzEPqJwVFwSJ40W2Xo3ZRWlUhUMF5G',
  buildId: '23447e4a-fbfe-4fbe-a328-154ddd5778e1',
};
