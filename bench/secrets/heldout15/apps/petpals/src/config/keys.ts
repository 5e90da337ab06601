import Config from 'react-native-config';

export const keys = {
  apiUrl: Config.API_URL,
  sentryDsn: Config.SENTRY_DSN,
  stripePublishableKey: Config.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_51tGAsVvoRansWq5VkaFrEbnYKDhtRnF8VKIg43HyApTD18FMDjITeQxEJQ8MoW8HZKKMXNJxbE3Lca2nbRFSrMI4nmqKD4MKmq',
  revenueCat: Platform.OS === 'ios' ? 'appl_0WUTeue81OAQyub2bKzcoP1LQuD' : 'goog_2iSBEGSZr7sntjqmnUITRsbDCHn',
  admobBanner: __DEV__ ? 'ca-app-pub-3940256099942544/6300978111' : 'ca-app-pub-2616926965845637/1226978351',
};
