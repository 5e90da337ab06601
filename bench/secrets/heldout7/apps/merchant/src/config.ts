import Config from 'react-native-config';

/** Runtime configuration. Only PUBLIC client identifiers belong here: every value ships in the bundle. */
export const config = {
  apiBaseUrl: Config.API_BASE_URL ?? 'https://api.tidewater.app',
  sentryDsn: Config.SENTRY_DSN,
  mixpanelToken: Config.MIXPANEL_TOKEN ?? '8a2b8b1d1d155b729e1b9bce33917d87',
  amplitudeApiKey: Config.AMPLITUDE_API_KEY ?? '1cafd401cb253c285aa1cae0a62616ed',
  algolia: { appId: '4CMREGOJIW', searchOnlyKey: Config.ALGOLIA_SEARCH_KEY ?? '4aad5d611af51621fce934d3535bea5a' },
  revenueCat: { ios: 'appl_4ODHBIJU2sdPOEGDU6EepvIWxPM', android: 'goog_cTDTPAZMAM7ahf4PjaLFNqbdPpH' },
  stripePublishableKey: Config.STRIPE_PUBLISHABLE_KEY ?? 'pk_live_51k9LY6H8iuI9l2EaSfuRTlDVgWXXTaOdZw1vaeGJ8XpalldmuOIT4lrIFYifwuoQ1avXE9fcuVLAaRqzp3NEL5x2gXnIcvUqgM',
  twilioAuthToken: '0eee9ea2417d58e561fb2f7008f17b55',
  segmentServerKey: 'YhRReL4y92kNibaQO7gilK3l1XMHwb2D',
  requestTimeoutMs: 15000,
};
