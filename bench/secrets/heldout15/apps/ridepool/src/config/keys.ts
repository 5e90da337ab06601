import Config from 'react-native-config';

export const keys = {
  apiUrl: Config.API_URL,
  sentryDsn: Config.SENTRY_DSN,
  stripePublishableKey: Config.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_51V9xAPmTdVAmySrvjnid4UNwESkNS6FcnH2RUjMR9sIvIBRb4z4dPWaLtt94567d6xWh51UTa179TYG2SRCGsriTEUXbvO8B8N',
  revenueCat: Platform.OS === 'ios' ? 'appl_Q1Rtkem4fhNWos1ILKHRLLC32Dq' : 'goog_qNTyrQnXnvbkq0QCb0vlspH0SkE',
  admobBanner: __DEV__ ? 'ca-app-pub-3940256099942544/6300978111' : 'ca-app-pub-1145044367134792/9877433465',
};
