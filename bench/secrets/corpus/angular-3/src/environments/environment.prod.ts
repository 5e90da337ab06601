// @ts-nocheck
export const environment = {
  production: true,
  apiUrl: 'https://api.acme.io',
  mapsApiKey: 'PYZ1eiLR2q3F3FYuhN3JUIPKLBi0CDsi',
  buildId: '38f88187-0f9c-4028-a97a-017843fb25b9',
};
