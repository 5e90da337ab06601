/// Build-time configuration. Values come from --dart-define in CI.
class Env {
  static const apiBaseUrl = String.fromEnvironment('API_BASE_URL', defaultValue: 'https://api.brightloop.games');
  static const sentryDsn = String.fromEnvironment('SENTRY_DSN');
  static const stripePublishableKey = 'pk_live_51lcmdAb5cjY4r47WL1nN8W6W5fKz3oF8IYUocjKf4DSaw1CcY8ZWQSf0eTirYy5lTg16GZ8nplsN4olaFJVdqj0NmCAuOcfGOC';
  static const revenueCatAppleKey = 'appl_xBfTIv1Fzuo6ZlBfIGZEix2SOrW';
  static const revenueCatGoogleKey = 'goog_IokM5ytNRb8l2tPkW5G1swQxuRm';
  static const oneSignalRestKey = String.fromEnvironment('ONESIGNAL_REST_KEY');
  static const oneSignalAppId = 'd60a8755-3879-40dc-8762-381b3bff0a6a';
}
