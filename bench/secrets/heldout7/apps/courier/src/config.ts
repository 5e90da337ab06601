import Config from 'react-native-config';

/** Runtime configuration. Only PUBLIC client identifiers belong here: every value ships in the bundle. */
export const config = {
  apiBaseUrl: Config.API_BASE_URL ?? 'https://api.tidewater.app',
  sentryDsn: Config.SENTRY_DSN,
  mixpanelToken: Config.MIXPANEL_TOKEN ?? 'a4e77f7d244a7b7443510ccffdb8879c',
  amplitudeApiKey: Config.AMPLITUDE_API_KEY ?? '9e3f38e425e3f1a1eee243e5b72521cb',
  algolia: { appId: 'UYHJ8C9FPM', searchOnlyKey: Config.ALGOLIA_SEARCH_KEY ?? 'd27d54e1edf86368fca0d725db59e4bc' },
  revenueCat: { ios: 'appl_ZORObzZKt9Eguzd8c2MGjAXCauU', android: 'goog_7CCfHKN1yGWra9EyVpKOiQyExOn' },
  stripePublishableKey: Config.STRIPE_PUBLISHABLE_KEY ?? 'pk_live_519OWWn1n29XaUQOwV685IZowoTcSWHDPH0kMbOb95Opqoe0ixH7RIgtU6Hs6poMSOCbNT3JjmOQfOCfsfxloaxhLiNJLMirCeX',
  twilioAuthToken: '15f97e20cfcdf3f2f51d6675a701ae0f',
  segmentServerKey: 'MI9h8kdy6fA1Ylzz900TpoTlsLIgrqKN',
  requestTimeoutMs: 15000,
};
