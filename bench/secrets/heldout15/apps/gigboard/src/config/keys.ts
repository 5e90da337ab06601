import Config from 'react-native-config';

export const keys = {
  apiUrl: Config.API_URL,
  sentryDsn: Config.SENTRY_DSN,
  stripePublishableKey: Config.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_51uWt3ioP3NNW4dBddJp8Fl7pBlVirQjdCidikXMQNYTfrCUpKVFFuvjtTLUzY2SIyal5nHuuEIEdLvBxWtVjKAfwWyJrZFpoIt',
  revenueCat: Platform.OS === 'ios' ? 'appl_3uyBdjHd9Jpz1AHroC0PuNJpmzY' : 'goog_KpGHfAAOHGQoXHZdGuBxhhhNblC',
  admobBanner: __DEV__ ? 'ca-app-pub-3940256099942544/6300978111' : 'ca-app-pub-3481482330141091/3227880028',
  geocodingServerKey: 'AIzaXE66OFokORb95OT4TK_gmpA0oXy3OETtgVm',
};
