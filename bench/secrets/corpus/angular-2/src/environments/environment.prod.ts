// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'jLV67mh9wcChdtozNb6BNOyDtGEfE70d',
  buildId: '8064259f-e34c-48c2-a43f-bcfc81624424',
};
