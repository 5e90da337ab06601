// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'PFt6dEcIWLF2upyFGQm4DrBO0mPtxNy2',
  buildId: '83ae4d57-a76c-44b6-aaec-35bee026c289',
};
