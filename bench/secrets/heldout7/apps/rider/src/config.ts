import Config from 'react-native-config';

/** Runtime configuration. Only PUBLIC client identifiers belong here: every value ships in the bundle. */
export const config = {
  apiBaseUrl: Config.API_BASE_URL ?? 'https://api.tidewater.app',
  sentryDsn: Config.SENTRY_DSN,
  mixpanelToken: Config.MIXPANEL_TOKEN ?? '4958a91af2581304e4517d456d5d5622',
  amplitudeApiKey: Config.AMPLITUDE_API_KEY ?? '8afa0e0246a5bb7b1d6d3927397f7f6b',
  algolia: { appId: 'DLSTNI50QD', searchOnlyKey: Config.ALGOLIA_SEARCH_KEY ?? 'cc24967a2a4349067985055bc3416148' },
  revenueCat: { ios: 'appl_2NHurKLla31j8nhhrNfU9JDJOh5', android: 'goog_zgkr0YG4wBzsj4UOYREXxm6sjpv' },
  stripePublishableKey: Config.STRIPE_PUBLISHABLE_KEY ?? 'pk_live_51YDJXZb8RkAQzh0DJ0oHmSUAuamciFxlH3FrOHm63BFGmM3QWm6ud7bSOpkq6Rkj3Y3hY8AWar0Hp5pGmGV9axAVeGbb5i35m4',
  twilioAuthToken: '8f68252fc9066c81e190d78f8fa4370b',
  segmentServerKey: '7tt0KnVTO1Ju9aSkBzOdQkRZBdfJ1rdR',
  requestTimeoutMs: 15000,
};
