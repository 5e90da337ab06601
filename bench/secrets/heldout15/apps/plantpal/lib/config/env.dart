/// Build-time configuration. Values come from --dart-define in CI.
class Env {
  static const apiBaseUrl = String.fromEnvironment('API_BASE_URL', defaultValue: 'https://api.brightloop.games');
  static const sentryDsn = String.fromEnvironment('SENTRY_DSN');
  static const stripePublishableKey = 'pk_live_51ZewplQ9ZHLSlrX4Y6zTtiwS0IRUSYuMHdMcbahrl7n5O8pJ1oIJAvcVQKaE5g73nGEoORuJ18IEFUmtig8mVHiirGPN5v58LL';
  static const revenueCatAppleKey = 'appl_LS9T3Cl5YNxRW7gasvzPiRYraCG';
  static const revenueCatGoogleKey = 'goog_jEtFs4ia9yb1HXF3HZIudUwNpQz';
  static const oneSignalRestKey = 'os_v2_app_zotivc6yhynroqmc6vqrgdxn6qq2igjmt7mdt5oezznqwhusnovfqj2p7wa2wwwqn3ewh6o3zodnwtbbeymj6qaaeu3drknolr5p5yw66rxrl5bbs';
  static const oneSignalAppId = 'f6ccc2ad-f671-4bcb-a7c6-5cf59bba1043';
}
