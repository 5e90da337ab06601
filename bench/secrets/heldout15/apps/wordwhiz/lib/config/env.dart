/// Build-time configuration. Values come from --dart-define in CI.
class Env {
  static const apiBaseUrl = String.fromEnvironment('API_BASE_URL', defaultValue: 'https://api.brightloop.games');
  static const sentryDsn = String.fromEnvironment('SENTRY_DSN');
  static const stripePublishableKey = 'pk_live_517gbstQzhrgK5JCbKAV36kho1QirzgTRYCapoyJsD5wD5kosnp0DfcD7w9V3Ia0Jp5hUVZ0K77RoYPZltaXqKEgCoPtmuvIU5L';
  static const revenueCatAppleKey = 'appl_HinhaGJsq8hb0kUG9fKnLwzbcpu';
  static const revenueCatGoogleKey = 'goog_Jpm43O2atKsRXFw7rrDgf5yZ9Fo';
  static const oneSignalRestKey = '717xhoJRPsSwzL5kSpopFJJHte9Kk7MTivzeTDdd9THEBxqX';
  static const oneSignalAppId = 'fdffdf11-97dc-4d1a-b8fd-f7947f628e83';
}
