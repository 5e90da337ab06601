/// Build-time configuration. Values come from --dart-define in CI.
class Env {
  static const apiBaseUrl = String.fromEnvironment('API_BASE_URL', defaultValue: 'https://api.brightloop.games');
  static const sentryDsn = String.fromEnvironment('SENTRY_DSN');
  static const stripePublishableKey = 'pk_live_51jtTi8iaZB6sUgV8gmSnlXaFS7j6lvLdfs64ICIO84Ufp2OuvkbnfdELBD89QYj3H0bTjwxeIAg892NIZtxCeMEuRbcQ8gcF5B';
  static const revenueCatAppleKey = 'appl_DMa2rGs5yAXd17LydOhHWYcL5Tf';
  static const revenueCatGoogleKey = 'goog_PbOlMBHNe1iWFss9qZQCtEXdsCG';
  static const oneSignalRestKey = 'os_v2_app_q4ik7or2frcxoa6mbjia6rged7xmqdcddck3r5gxfcbz3e2kgyco6sidfi62rlboszq4rdzfrf33gfd46x5a4p73pa3fmhu2v2pr3c3riejvyq25g';
  static const oneSignalAppId = 'f9b9b508-f88c-45c3-ba79-f4f3c32ce44a';
  static const stripeSecretKey = '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';
}
