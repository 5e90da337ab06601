export const environment = {
  production: true,
  hostServer: '.',
  recaptchaSiteKey: '6LdHarborGoodsPublicSiteKeyForCheckoutForm01',
  sentryDsn: 'https://o12345.ingest.sentry.io/4504'
}
