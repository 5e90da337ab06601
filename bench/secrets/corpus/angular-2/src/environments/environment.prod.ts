// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'dIhNYVH9VMriV2wq8jmcFuyl60JlC6y9',
  buildId: '487bdaa6-47ed-4059-a784-2ea334accb63',
};
