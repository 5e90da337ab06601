// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'yoFXLbTjac6xirIDuDqdfiRT2cz4yTpE',
  buildId: 'e900dee3-caee-498a-ac63-cd295e51579e',
};
