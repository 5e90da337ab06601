export const environment = {
  production: false,
  hostServer: 'http://localhost:3000',
  recaptchaSiteKey: 'YOUR_RECAPTCHA_SITE_KEY',
  analyticsId: '',
  mapsApiKey: 'REPLACE_WITH_MAPS_API_KEY'
}
