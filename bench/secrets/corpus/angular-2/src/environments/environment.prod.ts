// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'R8FAcvltG0Kiy7oa0YIETJWYgTwQTkgo',
  buildId: 'b6fa5aa9-6739-474b-ac1d-5d796004e036',
};
