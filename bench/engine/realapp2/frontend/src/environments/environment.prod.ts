export const environment = {
  production: true,
  hostServer: '.',
  recaptchaSiteKey: '${RECAPTCHA_SITE_KEY}',
  analyticsId: '${ANALYTICS_ID}',
  mapsApiKey: '${MAPS_API_KEY}'
}
