#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout15/: a fifteenth held-out set for the secrets scanner, written blind
 * (without reading the scanner, its rules or the other sets). Seeded, so reruns give the same files.
 * Every credential is random text from seeded-random.mjs in the provider's published shape; none is real.
 *
 *   node bench/secrets/make-heldout15.mjs [--seed N]
 *
 * The set is the monorepo of a mobile and game studio: native Android (Gradle, gradle.properties,
 * local.properties, keystore.properties, Kotlin and Java), native iOS (Swift, Info.plist, xcconfig),
 * Flutter/Dart apps, React Native and Expo apps (.env, app.json, eas.json, sentry.properties), Unity
 * games (C# scripts, editor build scripts, ScriptableObject assets, .meta files), Firebase and Google
 * service files, fastlane (Fastfile, Appfile, Matchfile, .env), mobile CI (Bitrise, Codemagic, GitHub
 * Actions), signing configs, embedded firmware (ESP32/ESP8266 C headers, sdkconfig, platformio.ini) with
 * Wi-Fi and MQTT credentials, crash reporting, analytics, ad network and payment SDK settings, and a few
 * studio tools (ad revenue reports, receipt validation, Steam uploads).
 *
 * Labelling decisions. Credentials: keystore and key passwords of release signing, Apple ID and
 * app-specific passwords, match passphrases, App Store Connect .p8 keys and service-account private
 * keys, server-side API keys and tokens (Stripe secret and restricted keys, webhook secrets, Braintree
 * access tokens and private keys, PayPal client secrets, RevenueCat secret keys, Sentry auth tokens and
 * the secret half of a legacy Sentry DSN, FCM legacy server keys, Firebase CLI tokens, OAuth client
 * secrets, Facebook app secrets, Branch secret keys, OneSignal REST keys, ad network reporting keys,
 * PlayFab developer secrets, Steam Web API keys, App Store shared secrets, AWS keys, GitHub/Expo tokens,
 * webhook URLs), Google API keys kept where secrets are kept (local.properties, secrets files, server
 * code), Wi-Fi, MQTT and OTA passwords and device private keys in firmware.
 * NOT credentials: Firebase client configuration (google-services.json, GoogleService-Info.plist,
 * firebase_options.dart: Firebase documents these API keys as project identifiers shipped in every
 * app), OAuth client ids, Facebook app ids, AdMob app and ad unit ids (and Google's published test
 * ids), Stripe publishable keys, RevenueCat public SDK keys, Branch public keys, Braintree tokenization
 * keys, Sentry DSNs without a secret (documented as safe to ship), the Android debug keystore's
 * documented password, AWS's documented example keys, Google Play licensing public keys, certificates,
 * certificate fingerprints, Unity guids and IAP tangle data, Xcode object ids, lockfile checksums,
 * UUIDs, base64 images, version strings, team and key ids, placeholders and environment, CI secret and
 * build-setting references. A label is the line a scanner should report: the line holding the value
 * (for a PEM block, its BEGIN line).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entrySet, S } from './entry-set.mjs';
import { ALNUM, B64, cap, DIG, LOW, seededRandom, seedFromArgs, UP } from './seeded-random.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout15');
const { rnd, int, pick, from, hex, alnum, uuid } = seededRandom(seedFromArgs(15015));
const chance = (p) => rnd() < p;

// ---- files and labels (entry-set.mjs) ----
const { files, file, writeAll } = entrySet(out);
/** Either the planted entry or the careful author's line (placeholder or environment read). */
const leakOr = (p, secretEntry, safeText) => (chance(p) ? secretEntry : safeText);

// ---- value makers ----
const WORDS = ['pixel', 'harbor', 'comet', 'sprite', 'lantern', 'voxel', 'maple', 'rocket', 'tangerine', 'glacier',
  'puzzle', 'otter', 'nebula', 'biscuit', 'falcon', 'prism', 'meadow', 'turbo', 'pepper', 'zephyr', 'cactus', 'ember'];
const SYM = '!#%*-_+=?@';
const URLSAFE = ALNUM + '-_';
const UPHEX = '0123456789ABCDEF';
const B32 = UP + '234567';
const b64 = (bytes) => {
  const n = Math.ceil(bytes / 3) * 4;
  const pad = (3 - (bytes % 3)) % 3;
  return from(B64, n - pad) + '='.repeat(pad);
};
const digits = (n) => from('123456789', 1) + from(DIG, n - 1);
/** Passwords people type or generators make. */
const password = () => {
  switch (int(5)) {
    case 0: return cap(pick(WORDS)) + pick('!#%*') + cap(pick(WORDS)) + digits(2 + int(3));
    case 1: return from(ALNUM + SYM, 14 + int(10));
    case 2: return pick(WORDS) + '-' + pick(WORDS) + '-' + pick(WORDS) + '-' + digits(2);
    case 3: return hex(24 + int(9));
    default: return alnum(16 + int(14));
  }
};
/** A password safe inside a URI, a shell word, a properties or C string value. */
const plainPw = () => {
  switch (int(3)) {
    case 0: return alnum(14 + int(12));
    case 1: return cap(pick(WORDS)) + digits(3) + cap(pick(WORDS)) + digits(2);
    default: return alnum(6) + '_' + alnum(8 + int(6));
  }
};
/** What people put in a firmware header for the office or field Wi-Fi. */
const wifiPw = () => (chance(0.5) ? cap(pick(WORDS)) + cap(pick(WORDS)) + digits(4) + pick('!#*') : from(ALNUM, 16 + int(8)));
const K = {
  mapsKey: () => 'AIza' + from(URLSAFE, 35),
  sentryDsnSecret: () => `https://${hex(32)}:${hex(32)}@sentry.io/${digits(6)}`,
  sentryOrgToken: () => 'sntrys_' + Buffer.from(JSON.stringify({ iat: 1700000000 + int(30000000), url: 'https://sentry.io', region_url: 'https://us.sentry.io', org: 'brightloop' })).toString('base64').replace(/=+$/, '') + '_' + from(B64, 43),
  sentryUserToken: () => 'sntryu_' + hex(64),
  sentryLegacyToken: () => hex(64),
  fcmServerKey: () => 'AAAA' + from(URLSAFE, 7) + ':APA91b' + from(URLSAFE, 134),
  firebaseCiToken: () => '1//0' + from(ALNUM, 1) + from(URLSAFE, 98),
  stripeSecret: () => 'sk_live_51' + alnum(97),
  stripeRestricted: () => 'rk_live_51' + alnum(97),
  stripeWebhook: () => 'whsec_' + alnum(32),
  braintreeToken: () => `access_token$production$${from(LOW + DIG, 16)}$${hex(32)}`,
  braintreePrivate: () => hex(32),
  paypalSecret: () => 'E' + from(URLSAFE, 79),
  revenuecatSecret: () => 'sk_' + alnum(32),
  oauthSecret: () => 'GOCSPX-' + from(URLSAFE, 28),
  fbSecret: () => hex(32),
  branchSecret: () => 'secret_live_' + alnum(32),
  onesignalRest: () => (chance(0.5) ? 'os_v2_app_' + from(LOW + '234567', 113) : alnum(48)),
  applovinReport: () => from(URLSAFE, 86),
  ironsourceSecret: () => hex(32),
  playfabSecret: () => from(UP + DIG, 52),
  steamKey: () => from(UPHEX, 32),
  appleSharedSecret: () => hex(32),
  appSpecific: () => [from(LOW, 4), from(LOW, 4), from(LOW, 4), from(LOW, 4)].join('-'),
  ghp: () => 'ghp_' + alnum(36),
  expoToken: () => from(URLSAFE, 40),
  awsAk: () => 'AKIA' + from(B32, 16),
  awsSk: () => from(ALNUM + '/+', 40),
  slackHook: () => `https://hooks.slack.com/services/T${from(UP + DIG, 8)}/B${from(UP + DIG, 10)}/${alnum(24)}`,
  discordHook: () => `https://discord.com/api/webhooks/${digits(18)}/${from(URLSAFE, 68)}`,
  mixpanelSecret: () => hex(32),
  amplitudeSecret: () => hex(32),
  huaweiSecret: () => hex(64),
  unityCloudKey: () => hex(32),
  adyenKey: () => 'AQE' + from(ALNUM, 4) + 'mfxK' + from(ALNUM + '+/', 60) + '=-' + from(ALNUM + '+/', 43) + '=-' + from(ALNUM + '<>[]', 16),
  hmac: () => b64(32),
  mqttToken: () => from(ALNUM, 32),
};
// Non-secrets that look like secrets.
const N = {
  firebaseKey: () => 'AIza' + from(URLSAFE, 35),
  oauthClientId: () => `${digits(12)}-${from(LOW + DIG, 32)}.apps.googleusercontent.com`,
  fbAppId: () => digits(15),
  admobApp: () => `ca-app-pub-${digits(16)}~${digits(10)}`,
  admobUnit: () => `ca-app-pub-${digits(16)}/${digits(10)}`,
  stripePk: () => 'pk_live_51' + alnum(97),
  stripePkTest: () => 'pk_test_51' + alnum(97),
  rcPublic: (p) => p + '_' + alnum(27),
  branchKey: () => 'key_live_' + alnum(32),
  braintreeTokenization: () => `production_${from(LOW + DIG, 8)}_${from(LOW + DIG, 16)}`,
  sentryDsn: () => `https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}`,
  sha1Colon: () => Array.from({ length: 20 }, () => from(UPHEX, 2)).join(':'),
  sha256Colon: () => Array.from({ length: 32 }, () => from(UPHEX, 2)).join(':'),
  certHash: () => hex(40),
  guid: () => hex(32),
  pbxId: () => from(UPHEX, 24),
  podChecksum: () => hex(40),
  sha256: () => hex(64),
  integrity: () => 'sha512-' + b64(64),
  teamId: () => from(UP + DIG, 10),
  keyId: () => from(UP + DIG, 10),
  png: () => 'iVBORw0KGgoAAAANSUhEUgAA' + from(B64, 200 + int(200)),
  gitSha: () => hex(40),
  version: () => `${1 + int(5)}.${int(20)}.${int(10)}`,
  photonAppId: () => uuid(),
  playfabTitle: () => from(UPHEX, 5),
  unityGameId: () => digits(7),
  ironsourceAppKey: () => from('0123456789abcdef', 9),
};
// Google's published AdMob test ids, and AWS's documented example keys.
const ADMOB_TEST = ['ca-app-pub-3940256099942544~3347511713', 'ca-app-pub-3940256099942544/6300978111',
  'ca-app-pub-3940256099942544/1033173712', 'ca-app-pub-3940256099942544/5224354917'];
const AWS_EXAMPLE = ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'];

const pemBody = (n) => Array.from({ length: n }, () => from(B64, 64)).join('\n') + '\n' + from(B64, 28) + '==';
const pkcs8 = () => `-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ${from(B64, 14)}\n${pemBody(24)}\n-----END PRIVATE KEY-----`;
const p8 = () => `-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg${from(B64, 16)}\n${from(B64, 64)}\n${from(B64, 64)}\n${from(B64, 8)}\n-----END PRIVATE KEY-----`;
const rsaKey = () => `-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA${from(B64, 48)}\n${pemBody(23)}\n-----END RSA PRIVATE KEY-----`;
const cert = () => `-----BEGIN CERTIFICATE-----\nMIIDQTCCAimgAwIBAgITBmyfz5m/jAo54vB4ikPmljZbyjANBgkqhkiG9w0BAQsF\n${pemBody(16)}\n-----END CERTIFICATE-----`;
/** A PEM block as C string literals, one per line, as firmware keeps certificates and keys. */
const cLines = (pem) => pem.split('\n').map((l, i, a) => `"${l}\\n"${i < a.length - 1 ? ' \\' : ';'}`).join('\n');
/** A PEM block with its line breaks escaped, as JSON and Ruby strings hold it. */
const escaped = (pem) => pem.replace(/\n/g, '\\n') + '\\n';
const playLicenseKey = () => 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA' + from(B64, 320) + 'IDAQAB';

const STUDIO = 'brightloop';
const DOMAIN = 'brightloop.games';
const EMAILS = ['release@brightloop.games', 'mobile-ci@brightloop.games', 'ana.ortega@brightloop.games', 'build-bot@brightloop.games'];

// ---- Android (shared by native, Flutter and React Native apps) ----
function gradleProperties(dir, app) {
  const signing = chance(0.5);
  file(`${dir}/gradle.properties`, [
    'org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8',
    'android.useAndroidX=true',
    'android.nonTransitiveRClass=true',
    'kotlin.code.style=official',
    `VERSION_NAME=${N.version()}`,
    `VERSION_CODE=${digits(3)}`,
    signing ? [
      `RELEASE_STORE_FILE=../keystores/${app}-release.jks`,
      leakOr(0.75, S('keystore-password', 'release store password in gradle.properties', `RELEASE_STORE_PASSWORD=${password()}`), '# RELEASE_STORE_PASSWORD comes from ~/.gradle/gradle.properties'),
      'RELEASE_KEY_ALIAS=upload',
      leakOr(0.75, S('keystore-password', 'release key password in gradle.properties', `RELEASE_KEY_PASSWORD=${password()}`), '# RELEASE_KEY_PASSWORD comes from ~/.gradle/gradle.properties'),
    ] : null,
    chance(0.3) ? leakOr(0.7, S('artifactory-password', 'Maven repository password in gradle.properties', `artifactoryPassword=${plainPw()}`), 'artifactoryPassword=') : null,
    chance(0.3) ? 'artifactoryUser=mobile-ci' : null,
  ]);
}

function localProperties(dir) {
  file(`${dir}/local.properties`, [
    '## This file must *NOT* be checked into Version Control Systems,',
    '# as it contains information specific to your local configuration.',
    `sdk.dir=/Users/${pick(['ana', 'kofi', 'mei', 'lars', 'dev'])}/Library/Android/sdk`,
    chance(0.3) ? 'flutter.sdk=/opt/flutter' : null,
    leakOr(0.8, S('google-api-key', 'Maps key kept in local.properties for the secrets plugin', `MAPS_API_KEY=${K.mapsKey()}`), 'MAPS_API_KEY=DEFAULT_API_KEY'),
    chance(0.35) ? leakOr(0.7, S('sentry-token', 'Sentry auth token in local.properties', `sentry.auth.token=${pick([K.sentryOrgToken, K.sentryUserToken])()}`), 'sentry.auth.token=') : null,
  ]);
}

function signingBlock(kts, app) {
  const literal = chance(0.55);
  const debug = [
    '        getByName("debug") {',
    `            storeFile = file("debug.keystore")`,
    '            storePassword = "android"',
    '            keyAlias = "androiddebugkey"',
    '            keyPassword = "android"',
    '        }',
  ];
  const debugGroovy = [
    '        debug {',
    "            storeFile file('debug.keystore')",
    "            storePassword 'android'",
    "            keyAlias 'androiddebugkey'",
    "            keyPassword 'android'",
    '        }',
  ];
  const release = literal ? [
    kts ? '        create("release") {' : '        release {',
    kts ? `            storeFile = file("../keystores/${app}.jks")` : `            storeFile file('../keystores/${app}.jks')`,
    S('keystore-password', 'release storePassword literal in the signing config', kts ? `            storePassword = "${plainPw()}"` : `            storePassword '${plainPw()}'`),
    kts ? '            keyAlias = "upload"' : "            keyAlias 'upload'",
    S('keystore-password', 'release keyPassword literal in the signing config', kts ? `            keyPassword = "${plainPw()}"` : `            keyPassword '${plainPw()}'`),
    '        }',
  ] : [
    kts ? '        create("release") {' : '        release {',
    kts ? '            storeFile = file(System.getenv("KEYSTORE_PATH") ?: "../keystores/upload.jks")' : "            storeFile file(System.getenv('KEYSTORE_PATH') ?: '../keystores/upload.jks')",
    kts ? '            storePassword = System.getenv("KEYSTORE_PASSWORD")' : "            storePassword System.getenv('KEYSTORE_PASSWORD')",
    kts ? '            keyAlias = System.getenv("KEY_ALIAS")' : "            keyAlias System.getenv('KEY_ALIAS')",
    kts ? '            keyPassword = System.getenv("KEY_PASSWORD")' : "            keyPassword System.getenv('KEY_PASSWORD')",
    '        }',
  ];
  return ['    signingConfigs {', ...(kts ? debug : debugGroovy), ...release, '    }'];
}

function appBuildGradle(dir, app, pkg, kts) {
  const field = (name, value) => (kts ? `        buildConfigField("String", "${name}", "\\"${value}\\"")` : `        buildConfigField "String", "${name}", "\\"${value}\\""`);
  file(`${dir}/app/build.gradle${kts ? '.kts' : ''}`, [
    kts ? 'plugins {\n    id("com.android.application")\n    id("org.jetbrains.kotlin.android")\n    id("com.google.gms.google-services")\n}' : "plugins {\n    id 'com.android.application'\n    id 'com.google.gms.google-services'\n}",
    '',
    'android {',
    kts ? `    namespace = "${pkg}"` : `    namespace '${pkg}'`,
    kts ? '    compileSdk = 34' : '    compileSdk 34',
    '    defaultConfig {',
    kts ? `        applicationId = "${pkg}"` : `        applicationId "${pkg}"`,
    kts ? `        versionName = "${N.version()}"` : `        versionName "${N.version()}"`,
    kts ? `        versionCode = ${digits(3)}` : `        versionCode ${digits(3)}`,
    field('API_BASE_URL', `https://api.${DOMAIN}/${app}/v2`),
    field('SENTRY_DSN', N.sentryDsn()),
    chance(0.5) ? leakOr(0.6, S('api-secret', 'HMAC signing secret compiled into BuildConfig', field('API_SIGNING_SECRET', K.hmac())), field('API_SIGNING_SECRET', '" + System.getenv("API_SIGNING_SECRET") + "')) : null,
    chance(0.4) ? field('STRIPE_PUBLISHABLE_KEY', N.stripePk()) : null,
    chance(0.3) ? (kts ? `        manifestPlaceholders["admobAppId"] = "${N.admobApp()}"` : `        manifestPlaceholders = [admobAppId: "${N.admobApp()}"]`) : null,
    '    }',
    ...signingBlock(kts, app),
    '    buildTypes {',
    kts ? '        getByName("release") {\n            isMinifyEnabled = true\n            signingConfig = signingConfigs.getByName("release")\n        }' : '        release {\n            minifyEnabled true\n            signingConfig signingConfigs.release\n        }',
    '    }',
    '}',
    '',
    'dependencies {',
    `    implementation(${kts ? '"' : "'"}com.google.firebase:firebase-bom:32.${int(9)}.0${kts ? '"' : "'"})`,
    `    implementation(${kts ? '"' : "'"}io.sentry:sentry-android:7.${int(9)}.${int(5)}${kts ? '"' : "'"})`,
    '}',
  ]);
}

function googleServices(dir, pkg, project) {
  const number = digits(12);
  file(`${dir}/google-services.json`, JSON.stringify({
    project_info: { project_number: number, project_id: project, storage_bucket: `${project}.appspot.com` },
    client: [{
      client_info: { mobilesdk_app_id: `1:${number}:android:${hex(16)}`, android_client_info: { package_name: pkg } },
      oauth_client: [
        { client_id: N.oauthClientId(), client_type: 1, android_info: { package_name: pkg, certificate_hash: N.certHash() } },
        { client_id: N.oauthClientId(), client_type: 3 },
      ],
      api_key: [{ current_key: N.firebaseKey() }],
      services: { appinvite_service: { other_platform_oauth_client: [{ client_id: N.oauthClientId(), client_type: 3 }] } },
    }],
    configuration_version: '1',
  }, null, 2).split('\n'));
}

function manifest(dir, pkg) {
  file(`${dir}/src/main/AndroidManifest.xml`, [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<manifest xmlns:android="http://schemas.android.com/apk/res/android">',
    '    <uses-permission android:name="android.permission.INTERNET" />',
    `    <application android:name="${pkg}.App" android:label="@string/app_name" android:icon="@mipmap/ic_launcher">`,
    '        <meta-data android:name="com.google.android.geo.API_KEY" android:value="${MAPS_API_KEY}" />',
    `        <meta-data android:name="com.google.android.gms.ads.APPLICATION_ID" android:value="${chance(0.5) ? N.admobApp() : ADMOB_TEST[0]}" />`,
    '        <meta-data android:name="com.facebook.sdk.ApplicationId" android:value="@string/facebook_app_id" />',
    `        <meta-data android:name="io.sentry.dsn" android:value="${N.sentryDsn()}" />`,
    `        <meta-data android:name="io.branch.sdk.BranchKey" android:value="${N.branchKey()}" />`,
    '        <activity android:name=".MainActivity" android:exported="true" />',
    '    </application>',
    '</manifest>',
  ]);
}

function stringsXml(dir, app) {
  file(`${dir}/src/main/res/values/strings.xml`, [
    '<resources>',
    `    <string name="app_name">${cap(app)}</string>`,
    `    <string name="facebook_app_id">${N.fbAppId()}</string>`,
    `    <string name="fb_login_protocol_scheme">fb${N.fbAppId()}</string>`,
    `    <string name="default_web_client_id" translatable="false">${N.oauthClientId()}</string>`,
    `    <string name="banner_ad_unit_id">${chance(0.5) ? N.admobUnit() : ADMOB_TEST[1]}</string>`,
    chance(0.35) ? leakOr(0.7, S('facebook-secret', 'Facebook app secret in strings.xml', `    <string name="facebook_app_secret">${K.fbSecret()}</string>`), '    <string name="facebook_client_token">@null</string>') : null,
    '</resources>',
  ]);
}

function gradleWrapper(dir) {
  file(`${dir}/gradle/wrapper/gradle-wrapper.properties`, [
    'distributionBase=GRADLE_USER_HOME',
    'distributionPath=wrapper/dists',
    `distributionSha256Sum=${N.sha256()}`,
    'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.7-bin.zip',
    'zipStoreBase=GRADLE_USER_HOME',
    'zipStorePath=wrapper/dists',
  ]);
}

function keystoreProperties(dir, name) {
  file(`${dir}/${name}`, [
    S('keystore-password', `storePassword in ${name}`, `storePassword=${plainPw()}`),
    S('keystore-password', `keyPassword in ${name}`, `keyPassword=${plainPw()}`),
    'keyAlias=upload',
    `storeFile=${pick(['../keystores/upload-keystore.jks', '/Users/ci/keys/upload.jks', 'upload-keystore.jks'])}`,
  ]);
}

// ---- Kotlin and Java sources ----
function kotlinSources(src, pkg) {
  file(`${src}/net/ApiClient.kt`, [
    `package ${pkg}.net`,
    '',
    'import okhttp3.OkHttpClient',
    `import ${pkg}.BuildConfig`,
    '',
    'object ApiClient {',
    leakOr(0.5, S('api-token', 'bearer token constant in a Kotlin client', `    private const val SERVICE_TOKEN = "${alnum(40)}"`), '    private val SERVICE_TOKEN = BuildConfig.SERVICE_TOKEN'),
    '    val http: OkHttpClient = OkHttpClient.Builder()',
    '        .addInterceptor { chain ->',
    '            chain.proceed(chain.request().newBuilder().header("Authorization", "Bearer $SERVICE_TOKEN").build())',
    '        }.build()',
    '}',
  ]);
  file(`${src}/billing/PaymentsConfig.kt`, [
    `package ${pkg}.billing`,
    '',
    'object PaymentsConfig {',
    `    const val STRIPE_PUBLISHABLE_KEY = "${N.stripePk()}"`,
    `    const val REVENUECAT_PUBLIC_KEY = "${N.rcPublic('goog')}"`,
    `    const val BRAINTREE_TOKENIZATION_KEY = "${N.braintreeTokenization()}"`,
    chance(0.45) ? S('stripe-key', 'Stripe secret key in app code', `    const val STRIPE_SECRET_KEY = "${K.stripeSecret()}"`) : '    // secret keys stay on the billing service',
    `    const val GOOGLE_PLAY_LICENSE_KEY = "${playLicenseKey()}"`,
    '}',
  ]);
  file(`${src}/analytics/AnalyticsIds.kt`, [
    `package ${pkg}.analytics`,
    '',
    '/** Event schema fingerprints and ids; none of these are secret. */',
    'object AnalyticsIds {',
    `    const val SCHEMA_SHA256 = "${N.sha256()}"`,
    `    const val INSTALL_NAMESPACE = "${uuid()}"`,
    `    const val SDK_VERSION = "${N.version()}"`,
    `    const val BUILD_COMMIT = "${N.gitSha()}"`,
    chance(0.4) ? leakOr(0.6, S('mixpanel-secret', 'Mixpanel API secret used for data export in app code', `    const val MIXPANEL_API_SECRET = "${K.mixpanelSecret()}"`), '    const val MIXPANEL_API_SECRET = ""') : null,
    '}',
  ]);
  file(`${src}/push/PushRegistrar.kt`, [
    `package ${pkg}.push`,
    '',
    'import com.google.firebase.messaging.FirebaseMessaging',
    '',
    'class PushRegistrar {',
    chance(0.5) ? leakOr(0.6, S('fcm-server-key', 'FCM legacy server key in an Android class', `    private val serverKey = "key=${K.fcmServerKey()}"`), '    private val serverKey = "" // sent from the backend only') : '    private val topic = "news"',
    '    fun register() = FirebaseMessaging.getInstance().subscribeToTopic("news")',
    '}',
  ]);
}

function javaSources(src, pkg) {
  file(`${src}/net/ApiConstants.java`, [
    `package ${pkg}.net;`,
    '',
    'public final class ApiConstants {',
    `    public static final String BASE_URL = "https://api.${DOMAIN}/v1/";`,
    leakOr(0.6, S('api-secret', 'HMAC key constant in Java', `    public static final String HMAC_KEY = "${K.hmac()}";`), '    public static final String HMAC_KEY = BuildConfig.HMAC_KEY;'),
    `    public static final String DEVICE_NAMESPACE = "${uuid()}";`,
    `    public static final String CERT_PIN = "sha256/${b64(32)}";`,
    '    private ApiConstants() {}',
    '}',
  ]);
  file(`${src}/billing/BraintreeSetup.java`, [
    `package ${pkg}.billing;`,
    '',
    'import com.braintreepayments.api.BraintreeClient;',
    '',
    'public class BraintreeSetup {',
    `    static final String TOKENIZATION_KEY = "${N.braintreeTokenization()}";`,
    chance(0.5) ? S('braintree-token', 'Braintree access token in app code', `    static final String ACCESS_TOKEN = "${K.braintreeToken()}";`) : '    // the access token lives on the payments service',
    '}',
  ]);
  file(`${src}/maps/MapsKeys.java`, [
    `package ${pkg}.maps;`,
    '',
    'final class MapsKeys {',
    leakOr(0.6, S('google-api-key', 'server-side Places key in app code (used for a web-service call)', `    static final String PLACES_WEB_SERVICE_KEY = "${K.mapsKey()}";`), '    static final String PLACES_WEB_SERVICE_KEY = BuildConfig.PLACES_KEY;'),
    '}',
  ]);
  file(`${src}/licensing/LicenseCheck.java`, [
    `package ${pkg}.licensing;`,
    '',
    'public class LicenseCheck {',
    `    private static final String BASE64_PUBLIC_KEY = "${playLicenseKey()}";`,
    `    private static final byte[] SALT = new byte[] { ${Array.from({ length: 20 }, () => int(256) - 128).join(', ')} };`,
    '}',
  ]);
}

// ---- iOS ----
function infoPlist(dir, app, literal) {
  file(`${dir}/Info.plist`, [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    '<dict>',
    '\t<key>CFBundleDisplayName</key>',
    `\t<string>${cap(app)}</string>`,
    '\t<key>CFBundleShortVersionString</key>',
    `\t<string>${N.version()}</string>`,
    '\t<key>CFBundleVersion</key>',
    `\t<string>${digits(3)}</string>`,
    '\t<key>GADApplicationIdentifier</key>',
    `\t<string>${chance(0.5) ? N.admobApp() : ADMOB_TEST[0]}</string>`,
    '\t<key>FacebookAppID</key>',
    `\t<string>${N.fbAppId()}</string>`,
    '\t<key>GIDClientID</key>',
    `\t<string>${N.oauthClientId()}</string>`,
    '\t<key>SentryDSN</key>',
    `\t<string>${N.sentryDsn()}</string>`,
    '\t<key>APIBaseURL</key>',
    '\t<string>$(API_BASE_URL)</string>',
    '\t<key>APISecret</key>',
    literal ? S('api-secret', 'API secret written into Info.plist', `\t<string>${K.hmac()}</string>`) : '\t<string>$(API_SECRET)</string>',
    '\t<key>SKAdNetworkItems</key>',
    '\t<array><dict><key>SKAdNetworkIdentifier</key><string>cstr6suwn9.skadnetwork</string></dict></array>',
    '</dict>',
    '</plist>',
  ]);
}

function googleServiceInfo(dir, project, bundle) {
  const client = N.oauthClientId();
  file(`${dir}/GoogleService-Info.plist`, [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<plist version="1.0">',
    '<dict>',
    '\t<key>CLIENT_ID</key>',
    `\t<string>${client}</string>`,
    '\t<key>REVERSED_CLIENT_ID</key>',
    `\t<string>${client.split('.').reverse().join('.')}</string>`,
    '\t<key>API_KEY</key>',
    `\t<string>${N.firebaseKey()}</string>`,
    '\t<key>GCM_SENDER_ID</key>',
    `\t<string>${digits(12)}</string>`,
    '\t<key>BUNDLE_ID</key>',
    `\t<string>${bundle}</string>`,
    '\t<key>PROJECT_ID</key>',
    `\t<string>${project}</string>`,
    '\t<key>GOOGLE_APP_ID</key>',
    `\t<string>1:${digits(12)}:ios:${hex(16)}</string>`,
    '</dict>',
    '</plist>',
  ]);
}

function xcconfigs(dir, app) {
  file(`${dir}/Config/Shared.xcconfig`, [
    `PRODUCT_BUNDLE_IDENTIFIER = games.${STUDIO}.${app}`,
    `DEVELOPMENT_TEAM = ${N.teamId()}`,
    `MARKETING_VERSION = ${N.version()}`,
    'CURRENT_PROJECT_VERSION = 1',
    'API_BASE_URL = https:/$()/api.' + DOMAIN,
    '#include? "Secrets.xcconfig"',
  ]);
  file(`${dir}/Config/Secrets.xcconfig`, [
    '// Not meant to be committed: see Secrets.xcconfig.template',
    S('api-secret', 'API secret in Secrets.xcconfig', `API_SECRET = ${alnum(32)}`),
    chance(0.6) ? S('revenuecat-secret', 'RevenueCat secret key in an xcconfig', `REVENUECAT_SECRET_KEY = ${K.revenuecatSecret()}`) : null,
    chance(0.5) ? S('google-api-key', 'Maps key in Secrets.xcconfig', `GOOGLE_MAPS_API_KEY = ${K.mapsKey()}`) : null,
  ]);
  file(`${dir}/Config/Secrets.xcconfig.template`, [
    'API_SECRET = <ask the backend team>',
    'REVENUECAT_SECRET_KEY = sk_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    'GOOGLE_MAPS_API_KEY = YOUR_API_KEY_HERE',
  ]);
}

function swiftSources(dir, app) {
  file(`${dir}/Sources/Networking/APIClient.swift`, [
    'import Foundation',
    '',
    'final class APIClient {',
    '    static let shared = APIClient()',
    '    private let baseURL = URL(string: Bundle.main.object(forInfoDictionaryKey: "APIBaseURL") as! String)!',
    leakOr(0.55, S('api-token', 'API token literal in Swift', `    private let apiToken = "${from(URLSAFE, 48)}"`), '    private let apiToken = ProcessInfo.processInfo.environment["API_TOKEN"] ?? ""'),
    `    private let installNamespace = UUID(uuidString: "${uuid().toUpperCase()}")!`,
    '',
    '    func request(_ path: String) -> URLRequest {',
    '        var r = URLRequest(url: baseURL.appendingPathComponent(path))',
    '        r.setValue("Bearer \\(apiToken)", forHTTPHeaderField: "Authorization")',
    '        return r',
    '    }',
    '}',
  ]);
  file(`${dir}/Sources/Payments/PaymentsConfig.swift`, [
    'import StripePaymentSheet',
    'import RevenueCat',
    '',
    'enum PaymentsConfig {',
    `    static let stripePublishableKey = "${N.stripePk()}"`,
    `    static let revenueCatAPIKey = "${N.rcPublic('appl')}"`,
    chance(0.4) ? S('stripe-key', 'Stripe restricted key in Swift', `    static let stripeRestrictedKey = "${K.stripeRestricted()}"`) : `    static let merchantIdentifier = "merchant.games.${STUDIO}.${app}"`,
    chance(0.35) ? S('paypal-secret', 'PayPal client secret in Swift', `    static let payPalClientSecret = "${K.paypalSecret()}"`) : `    static let payPalClientId = "A${from(URLSAFE, 79)}"`,
    '}',
  ]);
  file(`${dir}/Sources/App/AppDelegate.swift`, [
    'import UIKit',
    'import FirebaseCore',
    'import Sentry',
    '',
    '@main',
    'class AppDelegate: UIResponder, UIApplicationDelegate {',
    '    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {',
    '        FirebaseApp.configure()',
    `        SentrySDK.start { o in o.dsn = "${chance(0.8) ? N.sentryDsn() : K.sentryDsnSecret()}"; o.releaseName = "${app}@${N.version()}" }`,
    '        return true',
    '    }',
    '}',
  ]);
  // the DSN line above is a credential only when it carries a secret: relabel it then
  const entries = files.get(`${dir}/Sources/App/AppDelegate.swift`);
  const i = entries.findIndex((e) => typeof e === 'string' && /dsn = "https:\/\/[0-9a-f]{32}:/.test(e));
  if (i >= 0) entries[i] = S('sentry-dsn-secret', 'legacy Sentry DSN with its secret half', entries[i]);
  file(`${dir}/Sources/Resources/Placeholder.swift`, [
    'import UIKit',
    '',
    `let placeholderAvatarPNG = Data(base64Encoded: "${N.png()}")!`,
  ]);
}

function podfileLock(dir) {
  const pods = ['Firebase/Analytics', 'Firebase/Crashlytics', 'Sentry', 'Stripe', 'RevenueCat', 'GoogleMobileAds', 'FBSDKCoreKit'];
  file(`${dir}/Podfile.lock`, [
    'PODS:',
    ...pods.map((p) => `  - ${p} (${N.version()})`),
    '',
    'SPEC CHECKSUMS:',
    ...pods.map((p) => `  ${p.split('/')[0]}: ${N.podChecksum()}`),
    '',
    `PODFILE CHECKSUM: ${N.podChecksum()}`,
    '',
    'COCOAPODS: 1.15.2',
  ]);
}

function pbxproj(dir, app) {
  const ids = Array.from({ length: 8 }, () => N.pbxId());
  file(`${dir}/${cap(app)}.xcodeproj/project.pbxproj`, [
    '// !$*UTF8*$!',
    '{',
    '\tarchiveVersion = 1;',
    '\tobjects = {',
    ...ids.map((id, n) => `\t\t${id} /* File${n}.swift in Sources */ = {isa = PBXBuildFile; fileRef = ${N.pbxId()}; };`),
    `\t\t${N.pbxId()} /* Release */ = {isa = XCBuildConfiguration; buildSettings = { DEVELOPMENT_TEAM = ${N.teamId()}; CODE_SIGN_STYLE = Manual; PROVISIONING_PROFILE_SPECIFIER = "match AppStore games.${STUDIO}.${app}"; }; name = Release; };`,
    '\t};',
    `\trootObject = ${ids[0]};`,
    '}',
  ]);
}

function exportOptions(dir, app) {
  file(`${dir}/ExportOptions.plist`, [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<plist version="1.0">',
    '<dict>',
    '\t<key>method</key><string>app-store</string>',
    `\t<key>teamID</key><string>${N.teamId()}</string>`,
    `\t<key>provisioningProfiles</key><dict><key>games.${STUDIO}.${app}</key><string>${uuid()}</string></dict>`,
    '</dict>',
    '</plist>',
  ]);
}

// ---- fastlane ----
function serviceAccountJson(rel, project, why) {
  file(rel, [
    '{',
    '  "type": "service_account",',
    `  "project_id": "${project}",`,
    `  "private_key_id": "${hex(40)}",`,
    S('private-key', why, `  "private_key": "${escaped(pkcs8())}",`),
    `  "client_email": "play-publisher@${project}.iam.gserviceaccount.com",`,
    `  "client_id": "1${from(DIG, 20)}",`,
    '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",',
    '  "token_uri": "https://oauth2.googleapis.com/token"',
    '}',
  ]);
}

function fastlane(dir, app, { ios, android, project }) {
  const keyId = N.keyId();
  const issuer = uuid();
  file(`${dir}/Appfile`, [
    ios ? `app_identifier("games.${STUDIO}.${app}")` : null,
    ios ? `apple_id("${pick(EMAILS)}")` : null,
    ios ? `team_id("${N.teamId()}")` : null,
    ios ? `itc_team_id("${digits(9)}")` : null,
    android ? 'json_key_file("fastlane/play-store-credentials.json")' : null,
    android ? `package_name("games.${STUDIO}.${app.replace(/-/g, '')}")` : null,
  ]);
  const lanes = ['default_platform(:' + (ios ? 'ios' : 'android') + ')', ''];
  if (ios) {
    lanes.push(
      'platform :ios do',
      '  lane :beta do',
      chance(0.5)
        ? [
          '    api_key = app_store_connect_api_key(',
          `      key_id: "${keyId}",`,
          `      issuer_id: "${issuer}",`,
          S('private-key', 'App Store Connect .p8 key inline in a Fastfile', `      key_content: "${escaped(p8())}",`),
          '      in_house: false',
          '    )',
        ]
        : [
          '    api_key = app_store_connect_api_key(',
          `      key_id: "${keyId}",`,
          `      issuer_id: "${issuer}",`,
          `      key_filepath: "./fastlane/AuthKey_${keyId}.p8"`,
          '    )',
        ],
      '    match(type: "appstore", readonly: is_ci)',
      '    build_app(scheme: "' + cap(app) + '", export_options: "ExportOptions.plist")',
      chance(0.5)
        ? leakOr(0.6, S('sentry-token', 'Sentry auth token in sentry_upload_dif', `    sentry_upload_dif(auth_token: "${pick([K.sentryOrgToken, K.sentryUserToken, K.sentryLegacyToken])()}", org_slug: "${STUDIO}", project_slug: "${app}-ios")`),
          `    sentry_upload_dif(auth_token: ENV["SENTRY_AUTH_TOKEN"], org_slug: "${STUDIO}", project_slug: "${app}-ios")`)
        : null,
      '    upload_to_testflight(api_key: api_key, skip_waiting_for_build_processing: true)',
      '  end',
      'end',
    );
  }
  if (android) {
    lanes.push(
      'platform :android do',
      '  lane :internal do',
      '    gradle(task: "bundle", build_type: "Release")',
      chance(0.5)
        ? leakOr(0.6, S('firebase-token', 'Firebase CLI token in firebase_app_distribution', `    firebase_app_distribution(app: "1:${digits(12)}:android:${hex(16)}", firebase_cli_token: "${K.firebaseCiToken()}", groups: "qa")`),
          `    firebase_app_distribution(app: "1:${digits(12)}:android:${hex(16)}", service_credentials_file: ENV["FIREBASE_SA_PATH"], groups: "qa")`)
        : null,
      '    upload_to_play_store(track: "internal", aab: lane_context[SharedValues::GRADLE_AAB_OUTPUT_PATH])',
      '  end',
      'end',
    );
  }
  lanes.push(
    '',
    'after_all do |lane|',
    chance(0.6)
      ? leakOr(0.65, S('slack-webhook', 'Slack webhook in a Fastfile', `  slack(message: "#{lane} done", slack_url: "${K.slackHook()}")`), '  slack(message: "#{lane} done", slack_url: ENV["SLACK_URL"])')
      : leakOr(0.5, S('discord-webhook', 'Discord webhook in a Fastfile', `  discord_notifier(webhook_url: "${K.discordHook()}", title: "#{lane} done")`), '  discord_notifier(webhook_url: ENV["DISCORD_WEBHOOK_URL"], title: "#{lane} done")'),
    'end',
  );
  file(`${dir}/Fastfile`, lanes);
  if (ios) {
    const token = chance(0.4);
    file(`${dir}/Matchfile`, [
      token
        ? S('github-token', 'GitHub token in the match storage URL', `git_url("https://build-bot:${K.ghp()}@github.com/${STUDIO}/certificates.git")`)
        : `git_url("git@github.com:${STUDIO}/certificates.git")`,
      'storage_mode("git")',
      'type("appstore")',
      `app_identifier(["games.${STUDIO}.${app}"])`,
      `username("${pick(EMAILS)}")`,
    ]);
    if (chance(0.5)) file(`${dir}/AuthKey_${keyId}.p8`, [S('private-key', 'App Store Connect API key file', p8())]);
  }
  const env = [
    `FASTLANE_USER=${pick(EMAILS)}`,
    ios ? leakOr(0.7, S('apple-password', 'Apple ID password in fastlane .env', `FASTLANE_PASSWORD=${password()}`), 'FASTLANE_PASSWORD=') : null,
    ios ? leakOr(0.7, S('apple-app-specific-password', 'app-specific password in fastlane .env', `FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=${K.appSpecific()}`), '# FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD is set in CI') : null,
    ios ? leakOr(0.75, S('match-password', 'match passphrase in fastlane .env', `MATCH_PASSWORD=${password()}`), 'MATCH_PASSWORD=<from 1Password: "match repo">') : null,
    ios && chance(0.4) ? S('github-token', 'basic-auth header for the match repo (base64 of user:token)', `MATCH_GIT_BASIC_AUTHORIZATION=${Buffer.from('build-bot:' + K.ghp()).toString('base64')}`) : null,
    `SLACK_URL=${chance(0.5) ? 'https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX' : ''}`,
    'FASTLANE_SKIP_UPDATE_CHECK=1',
    `FASTLANE_ITC_TEAM_ID=${digits(9)}`,
  ];
  file(`${dir}/.env`, env);
  file(`${dir}/.env.default`, [
    'FASTLANE_USER=you@example.com',
    'FASTLANE_PASSWORD=',
    'MATCH_PASSWORD=changeme',
    'SENTRY_AUTH_TOKEN=your-sentry-token',
    'FIREBASE_TOKEN=<firebase login:ci output>',
  ]);
  if (android) {
    if (chance(0.7)) serviceAccountJson(`${dir}/play-store-credentials.json`, project, 'Play Console service-account key');
  }
}

// ---- native apps ----
function nativeApp(app, lang) {
  const root = `apps/${app}`;
  const pkg = `games.${STUDIO}.${app.replace(/-/g, '')}`;
  const project = `${app}-${hex(5)}`;
  const kts = lang === 'kotlin';
  gradleProperties(`${root}/android`, app);
  localProperties(`${root}/android`);
  appBuildGradle(`${root}/android`, app, pkg, kts);
  googleServices(`${root}/android/app`, pkg, project);
  manifest(`${root}/android/app`, pkg);
  stringsXml(`${root}/android/app`, app);
  gradleWrapper(`${root}/android`);
  file(`${root}/android/settings.gradle${kts ? '.kts' : ''}`, [`rootProject.name = "${app}"`, kts ? 'include(":app")' : "include ':app'"]);
  if (chance(0.6)) keystoreProperties(`${root}/android`, 'keystore.properties');
  const src = `${root}/android/app/src/main/${kts ? 'kotlin' : 'java'}/${pkg.replace(/\./g, '/')}`;
  if (kts) kotlinSources(src, pkg);
  else javaSources(src, pkg);
  const ios = `${root}/ios/${cap(app)}`;
  infoPlist(ios, app, chance(0.35));
  googleServiceInfo(ios, project, `games.${STUDIO}.${app}`);
  xcconfigs(`${root}/ios`, app);
  swiftSources(ios, app);
  podfileLock(`${root}/ios`);
  pbxproj(`${root}/ios`, app);
  exportOptions(`${root}/ios`, app);
  fastlane(`${root}/fastlane`, app, { ios: true, android: true, project });
  return root;
}

// ---- Flutter apps ----
function flutterApp(app) {
  const root = `apps/${app}`;
  const pkg = `games.${STUDIO}.${app.replace(/-/g, '')}`;
  const project = `${app}-${hex(5)}`;
  file(`${root}/pubspec.yaml`, [
    `name: ${app.replace(/-/g, '_')}`,
    'publish_to: none',
    `version: ${N.version()}+${digits(3)}`,
    'environment:',
    "  sdk: '>=3.3.0 <4.0.0'",
    'dependencies:',
    '  flutter:',
    '    sdk: flutter',
    `  firebase_core: ^2.${int(30)}.0`,
    `  sentry_flutter: ^7.${int(20)}.0`,
    `  purchases_flutter: ^6.${int(20)}.0`,
    `  flutter_stripe: ^10.${int(5)}.0`,
  ]);
  file(`${root}/pubspec.lock`, [
    'packages:',
    ...['firebase_core', 'sentry_flutter', 'purchases_flutter', 'flutter_stripe', 'http', 'provider'].flatMap((p) => [
      `  ${p}:`,
      '    dependency: "direct main"',
      '    description:',
      `      name: ${p}`,
      `      sha256: "${N.sha256()}"`,
      '      url: "https://pub.dev"',
      '    source: hosted',
      `    version: "${N.version()}"`,
    ]),
    'sdks:',
    '  dart: ">=3.3.0 <4.0.0"',
  ]);
  const literalEnv = chance(0.6);
  file(`${root}/lib/config/env.dart`, [
    '/// Build-time configuration. Values come from --dart-define in CI.',
    'class Env {',
    "  static const apiBaseUrl = String.fromEnvironment('API_BASE_URL', defaultValue: 'https://api." + DOMAIN + "');",
    "  static const sentryDsn = String.fromEnvironment('SENTRY_DSN');",
    `  static const stripePublishableKey = '${N.stripePk()}';`,
    `  static const revenueCatAppleKey = '${N.rcPublic('appl')}';`,
    `  static const revenueCatGoogleKey = '${N.rcPublic('goog')}';`,
    literalEnv ? S('onesignal-key', 'OneSignal REST key in Dart config', `  static const oneSignalRestKey = '${K.onesignalRest()}';`) : "  static const oneSignalRestKey = String.fromEnvironment('ONESIGNAL_REST_KEY');",
    `  static const oneSignalAppId = '${uuid()}';`,
    chance(0.4) ? S('stripe-key', 'Stripe secret key in Dart config', `  static const stripeSecretKey = '${K.stripeSecret()}';`) : null,
    '}',
  ]);
  file(`${root}/lib/firebase_options.dart`, [
    "import 'package:firebase_core/firebase_core.dart' show FirebaseOptions;",
    '',
    'class DefaultFirebaseOptions {',
    '  static const FirebaseOptions android = FirebaseOptions(',
    `    apiKey: '${N.firebaseKey()}',`,
    `    appId: '1:${digits(12)}:android:${hex(16)}',`,
    `    messagingSenderId: '${digits(12)}',`,
    `    projectId: '${project}',`,
    '  );',
    '  static const FirebaseOptions ios = FirebaseOptions(',
    `    apiKey: '${N.firebaseKey()}',`,
    `    appId: '1:${digits(12)}:ios:${hex(16)}',`,
    `    messagingSenderId: '${digits(12)}',`,
    `    projectId: '${project}',`,
    `    iosClientId: '${N.oauthClientId()}',`,
    `    iosBundleId: '${pkg}',`,
    '  );',
    '}',
  ]);
  file(`${root}/lib/services/api_client.dart`, [
    "import 'package:http/http.dart' as http;",
    '',
    'class ApiClient {',
    leakOr(0.55, S('api-token', 'API token literal in Dart', `  static const _token = '${from(URLSAFE, 44)}';`), "  static const _token = String.fromEnvironment('API_TOKEN');"),
    `  static const _deviceSalt = '${N.sha256()}';`,
    "  Future<http.Response> get(String path) => http.get(Uri.parse('${Env.apiBaseUrl}/$path'), headers: {'Authorization': 'Bearer $_token'});",
    '}',
  ]);
  file(`${root}/lib/widgets/placeholder_image.dart`, [
    "import 'dart:convert';",
    "import 'package:flutter/widgets.dart';",
    '',
    `final placeholder = Image.memory(base64Decode('${N.png()}'));`,
  ]);
  file(`${root}/android/app/build.gradle`, [
    'def keystoreProperties = new Properties()',
    "def keystorePropertiesFile = rootProject.file('key.properties')",
    'if (keystorePropertiesFile.exists()) {',
    '    keystoreProperties.load(new FileInputStream(keystorePropertiesFile))',
    '}',
    'android {',
    `    namespace "${pkg}"`,
    '    signingConfigs {',
    '        release {',
    "            keyAlias keystoreProperties['keyAlias']",
    "            keyPassword keystoreProperties['keyPassword']",
    "            storeFile keystoreProperties['storeFile'] ? file(keystoreProperties['storeFile']) : null",
    "            storePassword keystoreProperties['storePassword']",
    '        }',
    '    }',
    '}',
  ]);
  if (chance(0.75)) keystoreProperties(`${root}/android`, 'key.properties');
  googleServices(`${root}/android/app`, pkg, project);
  localProperties(`${root}/android`);
  googleServiceInfo(`${root}/ios/Runner`, project, pkg);
  infoPlist(`${root}/ios/Runner`, app, chance(0.25));
  file(`${root}/codemagic.yaml`, [
    'workflows:',
    `  ${app}-release:`,
    `    name: ${cap(app)} release`,
    '    environment:',
    '      groups:',
    '        - app_store_credentials',
    '        - google_play',
    '      vars:',
    `        PACKAGE_NAME: "${pkg}"`,
    chance(0.5) ? leakOr(0.6, S('keystore-password', 'keystore password in codemagic.yaml vars', `        CM_KEYSTORE_PASSWORD: ${plainPw()}`), '        CM_KEYSTORE_PASSWORD: $CM_KEYSTORE_PASSWORD_SECRET') : null,
    chance(0.5) ? leakOr(0.6, S('sentry-token', 'Sentry token in codemagic.yaml vars', `        SENTRY_AUTH_TOKEN: ${K.sentryOrgToken()}`), '        SENTRY_AUTH_TOKEN: Encrypted(Z0FBQUFBQm' + b64(60) + ')') : null,
    '      flutter: stable',
    '    scripts:',
    '      - flutter pub get',
    `      - flutter build appbundle --release --dart-define=API_BASE_URL=https://api.${DOMAIN} --dart-define=SENTRY_DSN=${N.sentryDsn()}`,
    '    publishing:',
    '      google_play:',
    '        credentials: $GCLOUD_SERVICE_ACCOUNT_CREDENTIALS',
    '        track: internal',
  ]);
  fastlane(`${root}/android/fastlane`, app, { ios: false, android: true, project });
  fastlane(`${root}/ios/fastlane`, app, { ios: true, android: false, project });
  return root;
}

// ---- React Native and Expo apps ----
function reactNativeApp(app, expo) {
  const root = `apps/${app}`;
  const pkg = `games.${STUDIO}.${app.replace(/-/g, '')}`;
  const project = `${app}-${hex(5)}`;
  file(`${root}/package.json`, JSON.stringify({
    name: app, version: N.version(), private: true,
    scripts: { start: expo ? 'expo start' : 'react-native start', android: expo ? 'expo run:android' : 'react-native run-android' },
    dependencies: { react: '18.2.0', 'react-native': `0.7${int(5)}.${int(8)}`, '@sentry/react-native': `^5.${int(20)}.0`, 'react-native-config': '^1.5.1', ...(expo ? { expo: `~5${int(2)}.0.${int(20)}` } : {}) },
  }, null, 2).split('\n'));
  file(`${root}/yarn.lock`, ['# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.', '# yarn lockfile v1', '',
    ...['react', 'react-native', '@sentry/react-native', 'react-native-config', 'axios'].flatMap((p) => [
      `"${p}@^${N.version()}":`, `  version "${N.version()}"`, `  resolved "https://registry.yarnpkg.com/${p}/-/${p.split('/').pop()}-${N.version()}.tgz#${N.gitSha()}"`, `  integrity ${N.integrity()}`, '']),
  ]);
  const envLines = (prod) => [
    `API_URL=https://${prod ? 'api' : 'staging-api'}.${DOMAIN}`,
    `SENTRY_DSN=${N.sentryDsn()}`,
    `STRIPE_PUBLISHABLE_KEY=${prod ? N.stripePk() : N.stripePkTest()}`,
    `ONESIGNAL_APP_ID=${uuid()}`,
    `GOOGLE_WEB_CLIENT_ID=${N.oauthClientId()}`,
    `BRANCH_KEY=${N.branchKey()}`,
    prod ? leakOr(0.7, S('onesignal-key', 'OneSignal REST key in a React Native .env', `ONESIGNAL_REST_API_KEY=${K.onesignalRest()}`), 'ONESIGNAL_REST_API_KEY=') : 'ONESIGNAL_REST_API_KEY=',
    prod && chance(0.5) ? S('branch-secret', 'Branch secret key in .env', `BRANCH_SECRET=${K.branchSecret()}`) : null,
    prod && chance(0.5) ? S('sentry-token', 'Sentry auth token in .env', `SENTRY_AUTH_TOKEN=${pick([K.sentryOrgToken, K.sentryUserToken])()}`) : null,
    !prod && chance(0.5) ? S('amplitude-secret', 'Amplitude secret key in .env', `AMPLITUDE_SECRET_KEY=${K.amplitudeSecret()}`) : null,
    `APP_VERSION=${N.version()}`,
  ];
  file(`${root}/.env`, envLines(false));
  file(`${root}/.env.production`, envLines(true));
  file(`${root}/.env.example`, [
    'API_URL=https://staging-api.example.com',
    'SENTRY_DSN=',
    'STRIPE_PUBLISHABLE_KEY=pk_test_xxxxxxxxxxxxxxxxxxxxxxxx',
    'ONESIGNAL_REST_API_KEY=<rest api key>',
    'BRANCH_SECRET=secret_live_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    'SENTRY_AUTH_TOKEN=${SENTRY_AUTH_TOKEN}',
  ]);
  if (expo) {
    const appJson = {
      expo: {
        name: cap(app), slug: app, version: N.version(), runtimeVersion: { policy: 'appVersion' },
        ios: { bundleIdentifier: pkg, buildNumber: digits(2), config: { googleMobileAdsAppId: N.admobApp() } },
        android: { package: pkg, versionCode: Number(digits(3)), googleServicesFile: './google-services.json' },
        plugins: [['react-native-google-mobile-ads', { androidAppId: ADMOB_TEST[0], iosAppId: ADMOB_TEST[0] }]],
        extra: { eas: { projectId: uuid() }, apiUrl: `https://api.${DOMAIN}`, sentryDsn: N.sentryDsn() },
        hooks: { postPublish: [{ file: 'sentry-expo/upload-sourcemaps', config: { organization: STUDIO, project: app, authToken: '__TOKEN__' } }] },
      },
    };
    const lines = JSON.stringify(appJson, null, 2).split('\n');
    const tokenLine = lines.findIndex((l) => l.includes('__TOKEN__'));
    const entries = lines.map((l) => l);
    if (chance(0.6)) entries[tokenLine] = S('sentry-token', 'Sentry auth token in app.json postPublish hook', lines[tokenLine].replace('__TOKEN__', K.sentryLegacyToken()));
    else entries[tokenLine] = lines[tokenLine].replace('"__TOKEN__"', 'null');
    file(`${root}/app.json`, entries);
    file(`${root}/eas.json`, [
      '{',
      '  "cli": { "version": ">= 7.0.0" },',
      '  "build": {',
      '    "production": {',
      '      "env": {',
      `        "API_URL": "https://api.${DOMAIN}",`,
      leakOr(0.5, S('sentry-token', 'Sentry auth token in eas.json build env', `        "SENTRY_AUTH_TOKEN": "${K.sentryUserToken()}",`), '        "SENTRY_AUTH_TOKEN": "@sentry_auth_token",'),
      `        "APP_VARIANT": "production"`,
      '      }',
      '    }',
      '  },',
      '  "submit": {',
      '    "production": {',
      `      "ios": { "appleId": "${pick(EMAILS)}", "ascAppId": "${digits(10)}", "appleTeamId": "${N.teamId()}" },`,
      '      "android": { "serviceAccountKeyPath": "./play-store-credentials.json", "track": "internal" }',
      '    }',
      '  }',
      '}',
    ]);
  } else {
    for (const p of ['android', 'ios']) {
      file(`${root}/${p}/sentry.properties`, [
        'defaults.url=https://sentry.io/',
        `defaults.org=${STUDIO}`,
        `defaults.project=${app}-${p}`,
        leakOr(0.75, S('sentry-token', 'sentry.properties auth.token', `auth.token=${pick([K.sentryOrgToken, K.sentryUserToken, K.sentryLegacyToken])()}`), '# auth.token comes from SENTRY_AUTH_TOKEN'),
      ]);
    }
    file(`${root}/android/app/build.gradle`, [
      'apply plugin: "com.android.application"',
      'apply plugin: "com.facebook.react"',
      'android {',
      `    namespace "${pkg}"`,
      ...signingBlock(false, app),
      '}',
    ]);
    gradleProperties(`${root}/android`, app);
    manifest(`${root}/android/app`, pkg);
    infoPlist(`${root}/ios/${cap(app)}`, app, chance(0.2));
    podfileLock(`${root}/ios`);
  }
  googleServices(`${root}${expo ? '' : '/android/app'}`, pkg, project);
  file(`${root}/src/config/keys.ts`, [
    "import Config from 'react-native-config';",
    '',
    'export const keys = {',
    '  apiUrl: Config.API_URL,',
    '  sentryDsn: Config.SENTRY_DSN,',
    '  stripePublishableKey: Config.STRIPE_PUBLISHABLE_KEY ?? ' + `'${N.stripePkTest()}',`,
    `  revenueCat: Platform.OS === 'ios' ? '${N.rcPublic('appl')}' : '${N.rcPublic('goog')}',`,
    `  admobBanner: __DEV__ ? '${ADMOB_TEST[1]}' : '${N.admobUnit()}',`,
    chance(0.45) ? S('revenuecat-secret', 'RevenueCat secret key in app code', `  revenueCatSecret: '${K.revenuecatSecret()}',`) : null,
    chance(0.4) ? S('google-api-key', 'server-side Geocoding key in a React Native module', `  geocodingServerKey: '${K.mapsKey()}',`) : null,
    '};',
  ]);
  file(`${root}/src/services/payments.ts`, [
    "import axios from 'axios';",
    '',
    leakOr(0.5, S('stripe-key', 'Stripe secret key in a React Native file', `const STRIPE_SECRET = '${K.stripeSecret()}';`), "const STRIPE_SECRET = process.env.STRIPE_SECRET_KEY; // server only; unset in the app bundle"),
    '',
    'export async function createIntent(amount: number) {',
    "  return axios.post('https://api.stripe.com/v1/payment_intents', `amount=${amount}&currency=usd`, {",
    '    headers: { Authorization: `Bearer ${STRIPE_SECRET}` },',
    '  });',
    '}',
  ]);
  file(`${root}/src/assets/avatarPlaceholder.ts`, [`export const AVATAR_PLACEHOLDER = 'data:image/png;base64,${N.png()}';`]);
  file(`${root}/src/firebase.ts`, [
    "import { initializeApp } from 'firebase/app';",
    '',
    'export const app = initializeApp({',
    `  apiKey: '${N.firebaseKey()}',`,
    `  authDomain: '${project}.firebaseapp.com',`,
    `  projectId: '${project}',`,
    `  storageBucket: '${project}.appspot.com',`,
    `  messagingSenderId: '${digits(12)}',`,
    `  appId: '1:${digits(12)}:web:${hex(16)}',`,
    `  measurementId: 'G-${from(UP + DIG, 10)}',`,
    '});',
  ]);
  fastlane(`${root}/fastlane`, app, { ios: true, android: true, project });
  return root;
}

// ---- Unity games ----
const metaFile = (rel) => file(`${rel}.meta`, ['fileFormatVersion: 2', `guid: ${N.guid()}`, 'MonoImporter:', '  externalObjects: {}', '  serializedVersion: 2', '  userData: ', '  assetBundleName: ', '  assetBundleVariant: ']);

function unityGame(game) {
  const root = `games/${game}`;
  const scripts = `${root}/Assets/Scripts`;
  const cs = (rel, lines) => { file(`${scripts}/${rel}`, lines); metaFile(`${scripts}/${rel}`); };
  cs('Backend/PlayFabBootstrap.cs', [
    'using PlayFab;',
    'using UnityEngine;',
    '',
    'public class PlayFabBootstrap : MonoBehaviour',
    '{',
    `    const string TitleId = "${N.playfabTitle()}";`,
    '    void Awake()',
    '    {',
    '        PlayFabSettings.staticSettings.TitleId = TitleId;',
    '#if UNITY_SERVER || UNITY_EDITOR',
    leakOr(0.6, S('playfab-secret', 'PlayFab developer secret key in C#', `        PlayFabSettings.staticSettings.DeveloperSecretKey = "${K.playfabSecret()}";`), '        PlayFabSettings.staticSettings.DeveloperSecretKey = System.Environment.GetEnvironmentVariable("PLAYFAB_SECRET");'),
    '#endif',
    '    }',
    '}',
  ]);
  cs('Ads/AdsConfig.cs', [
    'public static class AdsConfig',
    '{',
    `    public const string UnityGameIdAndroid = "${N.unityGameId()}";`,
    `    public const string UnityGameIdIOS = "${N.unityGameId()}";`,
    `    public const string IronSourceAppKey = "${N.ironsourceAppKey()}";`,
    `    public const string AdMobBannerAndroid = "${chance(0.5) ? N.admobUnit() : ADMOB_TEST[1]}";`,
    `    public const string AdMobRewarded = "${ADMOB_TEST[3]}"; // Google test unit until launch`,
    '    public const bool TestMode = true;',
    '}',
  ]);
  cs('Multiplayer/PhotonSettings.cs', [
    'using Photon.Pun;',
    '',
    'public static class PhotonSetup',
    '{',
    `    public const string AppIdRealtime = "${N.photonAppId()}";`,
    `    public const string AppVersion = "${N.version()}";`,
    '}',
  ]);
  cs('Analytics/Telemetry.cs', [
    'using System.Net.Http;',
    '',
    'public static class Telemetry',
    '{',
    `    const string Endpoint = "https://telemetry.${DOMAIN}/v1/${game}";`,
    leakOr(0.55, S('api-secret', 'telemetry ingest secret in C#', `    const string IngestSecret = "${from(URLSAFE, 40)}";`), '    static readonly string IngestSecret = System.Environment.GetEnvironmentVariable("TELEMETRY_SECRET") ?? "";'),
    `    const string SchemaHash = "${N.sha256()}";`,
    '}',
  ]);
  cs('IAP/GooglePlayTangle.cs', [
    '// WARNING: Do not modify! Generated file.',
    'namespace UnityEngine.Purchasing.Security',
    '{',
    '    public class GooglePlayTangle',
    '    {',
    `        private static byte[] data = System.Convert.FromBase64String("${b64(300)}");`,
    `        private static int[] order = new int[] { ${Array.from({ length: 15 }, () => int(15)).join(',')} };`,
    `        private static int key = ${int(255)};`,
    '        public static readonly bool IsPopulated = true;',
    '        public static byte[] Data() { return Obfuscator.DeObfuscate(data, order, key); }',
    '    }',
    '}',
  ]);
  cs('Editor/BuildPipeline.cs', [
    'using UnityEditor;',
    '',
    'public static class CiBuild',
    '{',
    '    public static void Android()',
    '    {',
    '        PlayerSettings.Android.useCustomKeystore = true;',
    `        PlayerSettings.Android.keystoreName = "Keystores/${game}.keystore";`,
    leakOr(0.65, S('keystore-password', 'Unity keystorePass set in an editor build script', `        PlayerSettings.Android.keystorePass = "${plainPw()}";`), '        PlayerSettings.Android.keystorePass = System.Environment.GetEnvironmentVariable("ANDROID_KEYSTORE_PASS");'),
    '        PlayerSettings.Android.keyaliasName = "release";',
    leakOr(0.65, S('keystore-password', 'Unity keyaliasPass set in an editor build script', `        PlayerSettings.Android.keyaliasPass = "${plainPw()}";`), '        PlayerSettings.Android.keyaliasPass = System.Environment.GetEnvironmentVariable("ANDROID_KEYALIAS_PASS");'),
    `        PlayerSettings.bundleVersion = "${N.version()}";`,
    '        BuildPipeline.BuildPlayer(EditorBuildSettings.scenes, "Builds/game.aab", BuildTarget.Android, BuildOptions.None);',
    '    }',
    '}',
  ]);
  if (chance(0.7)) {
    cs('Editor/AssetBundleUploader.cs', [
      'using Amazon.S3;',
      'using Amazon.Runtime;',
      '',
      'public static class AssetBundleUploader',
      '{',
      leakOr(0.7, [
        S('aws-access-key', 'AWS access key id in a Unity editor uploader', `    const string AccessKey = "${K.awsAk()}";`),
        S('aws-secret', 'AWS secret key in a Unity editor uploader', `    const string SecretKey = "${K.awsSk()}";`),
      ], ['    static readonly string AccessKey = System.Environment.GetEnvironmentVariable("AWS_ACCESS_KEY_ID");',
        '    static readonly string SecretKey = System.Environment.GetEnvironmentVariable("AWS_SECRET_ACCESS_KEY");']),
      `    const string Bucket = "${STUDIO}-${game}-bundles";`,
      '    static IAmazonS3 Client() => new AmazonS3Client(new BasicAWSCredentials(AccessKey, SecretKey), Amazon.RegionEndpoint.EUWest1);',
      '}',
    ]);
  }
  if (chance(0.5)) {
    cs('Editor/SteamUploader.cs', [
      'using System.Diagnostics;',
      '',
      'public static class SteamUploader',
      '{',
      `    const int AppId = ${digits(7)};`,
      leakOr(0.7, S('steam-key', 'Steam Web API publisher key in an editor tool', `    const string PublisherKey = "${K.steamKey()}";`), '    static readonly string PublisherKey = System.Environment.GetEnvironmentVariable("STEAM_PUBLISHER_KEY");'),
      '}',
    ]);
  }
  // ScriptableObject config assets
  const asset = (name, fields) => {
    const rel = `${root}/Assets/Resources/Config/${name}.asset`;
    file(rel, ['%YAML 1.1', '%TAG !u! tag:unity3d.com,2011:', `--- !u!114 &11400000`, 'MonoBehaviour:', '  m_ObjectHideFlags: 0',
      `  m_Script: {fileID: 11500000, guid: ${N.guid()}, type: 3}`, `  m_Name: ${name}`, ...fields]);
    metaFile(rel);
  };
  asset('BackendConfig', [
    `  baseUrl: https://api.${DOMAIN}/${game}`,
    `  environment: production`,
    leakOr(0.6, S('api-secret', 'server secret serialized into a ScriptableObject', `  serverSecret: ${from(ALNUM, 36)}`), '  serverSecret: '),
    `  buildGuid: ${N.guid()}`,
  ]);
  asset('AnalyticsConfig', [
    `  gameAnalyticsBuild: ${N.version()}`,
    `  sessionSalt: ${N.sha256()}`,
    chance(0.4) ? S('amplitude-secret', 'Amplitude secret key in a ScriptableObject', `  amplitudeSecretKey: ${K.amplitudeSecret()}`) : `  amplitudeSecretKey: `,
  ]);
  file(`${root}/ProjectSettings/ProjectSettings.asset`, [
    '%YAML 1.1',
    '%TAG !u! tag:unity3d.com,2011:',
    '--- !u!129 &1',
    'PlayerSettings:',
    `  productGUID: ${N.guid()}`,
    `  companyName: ${cap(STUDIO)}`,
    `  productName: ${cap(game)}`,
    `  bundleVersion: ${N.version()}`,
    `  cloudProjectId: ${uuid()}`,
    `  AndroidKeystoreName: '{inproject}: Keystores/${game}.keystore'`,
    '  AndroidKeyaliasName: release',
    `  applicationIdentifier:\n    Android: games.${STUDIO}.${game.replace(/-/g, '')}\n    iPhone: games.${STUDIO}.${game.replace(/-/g, '')}`,
    `  appleDeveloperTeamID: ${N.teamId()}`,
    `  iOSManualProvisioningProfileID: ${uuid()}`,
    `  projectId: ${uuid()}`,
  ]);
  file(`${root}/ProjectSettings/UnityConnectSettings.asset`, [
    '%YAML 1.1',
    '--- !u!310 &1',
    'UnityConnectSettings:',
    '  m_Enabled: 1',
    '  m_TestMode: 0',
    '  CrashReportingSettings:',
    '    m_EventUrl: https://perf-events.cloud.unity3d.com',
    '  UnityAdsSettings:',
    '    m_Enabled: 1',
    `    m_GameId: ${N.unityGameId()}`,
  ]);
  file(`${root}/Packages/packages-lock.json`, JSON.stringify({ dependencies: Object.fromEntries(
    ['com.unity.purchasing', 'com.unity.ads', 'com.unity.addressables', 'com.unity.textmeshpro'].map((p) => [p, { version: N.version(), depth: 0, source: 'registry', dependencies: {}, url: 'https://packages.unity.com', hash: N.gitSha() }])) }, null, 2).split('\n'));
  for (const s of ['Boot', 'MainMenu', 'Level01', 'Level02', 'Shop']) metaFile(`${root}/Assets/Scenes/${s}.unity`);
  for (const t of ['atlas_ui', 'atlas_tiles', 'hero_idle', 'coin_spin']) metaFile(`${root}/Assets/Art/${t}.png`);
  file(`${root}/.github/workflows/build.yml`, [
    `name: ${game} build`,
    'on: { push: { branches: [main] } }',
    'jobs:',
    '  build:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - uses: game-ci/unity-builder@v4',
    '        env:',
    '          UNITY_LICENSE: ${{ secrets.UNITY_LICENSE }}',
    `          UNITY_EMAIL: ${pick(EMAILS)}`,
    leakOr(0.5, S('unity-password', 'Unity account password in a workflow', `          UNITY_PASSWORD: ${password().replace(/[#:]/g, 'x')}`), '          UNITY_PASSWORD: ${{ secrets.UNITY_PASSWORD }}'),
    '        with:',
    '          targetPlatform: Android',
    '          androidKeystoreName: user.keystore',
    '          androidKeystoreBase64: ${{ secrets.ANDROID_KEYSTORE_BASE64 }}',
    '          androidKeystorePass: ${{ secrets.ANDROID_KEYSTORE_PASS }}',
    '          androidKeyaliasName: ${{ secrets.ANDROID_KEYALIAS_NAME }}',
    leakOr(0.4, S('keystore-password', 'key alias password literal in a workflow', `          androidKeyaliasPass: ${plainPw()}`), '          androidKeyaliasPass: ${{ secrets.ANDROID_KEYALIAS_PASS }}'),
  ]);
  return root;
}

// ---- firmware ----
const SSIDS = ['Brightloop-Office', 'BL-Lab-2G', 'studio-iot', 'PlaytestRoom', 'BL-Warehouse'];
const MQTT_HOSTS = [`mqtt.${DOMAIN}`, 'broker.internal.brightloop.games', `${hex(32)}.s1.eu.hivemq.cloud`, '192.168.40.12'];

function firmware(dev, board) {
  const root = `firmware/${dev}`;
  const inc = `${root}/include`;
  file(`${inc}/secrets.h`, [
    '#pragma once',
    '// Copy secrets.h.example to secrets.h and fill in. secrets.h is in .gitignore (it was not, once).',
    `#define WIFI_SSID "${pick(SSIDS)}"`,
    S('wifi-password', 'Wi-Fi password in a firmware header', `#define WIFI_PASSWORD "${wifiPw()}"`),
    `#define MQTT_HOST "${pick(MQTT_HOSTS)}"`,
    '#define MQTT_PORT 8883',
    `#define MQTT_USER "${dev}-${from(LOW + DIG, 6)}"`,
    S('mqtt-password', 'MQTT password in a firmware header', `#define MQTT_PASSWORD "${plainPw()}"`),
    chance(0.5) ? S('ota-password', 'ArduinoOTA password in a header', `#define OTA_PASSWORD "${plainPw()}"`) : '#define OTA_PASSWORD_HASH "' + hex(32) + '" // md5 of the OTA password',
  ]);
  file(`${inc}/secrets.h.example`, [
    '#pragma once',
    '#define WIFI_SSID "your-ssid"',
    '#define WIFI_PASSWORD "your-wifi-password"',
    `#define MQTT_HOST "mqtt.${DOMAIN}"`,
    '#define MQTT_USER "device-id"',
    '#define MQTT_PASSWORD "********"',
    '#define OTA_PASSWORD "changeme"',
  ]);
  file(`${inc}/config.h`, [
    '#pragma once',
    `#define FW_VERSION "${N.version()}-rc${int(5)}+g${hex(7)}"`,
    `#define BLE_SERVICE_UUID "${uuid()}"`,
    `#define BLE_CHAR_UUID_TX "${uuid()}"`,
    `#define BLE_CHAR_UUID_RX "${uuid()}"`,
    `#define DEVICE_MODEL_HASH 0x${from(UPHEX, 8)}`,
    '#define TELEMETRY_INTERVAL_MS 30000',
    chance(0.4) ? S('api-token', 'device API token in config.h', `#define DEVICE_API_TOKEN "${K.mqttToken()}"`) : '#define DEVICE_API_TOKEN NULL /* provisioned over BLE */',
  ]);
  const iot = chance(0.6);
  if (iot) {
    file(`${inc}/certs.h`, [
      '#pragma once',
      '#include <pgmspace.h>',
      '',
      '// Amazon Root CA 1',
      'static const char AWS_CERT_CA[] PROGMEM = R"EOF(',
      cert(),
      ')EOF";',
      '',
      '// Device certificate',
      'static const char AWS_CERT_CRT[] PROGMEM = R"KEY(',
      cert(),
      ')KEY";',
      '',
      '// Device private key',
      'static const char AWS_CERT_PRIVATE[] PROGMEM = R"KEY(',
      S('private-key', 'device private key embedded in firmware', rsaKey()),
      ')KEY";',
    ]);
  } else {
    file(`${inc}/certs.h`, [
      '#pragma once',
      '// Let\'s Encrypt root used to verify the broker',
      'static const char *ROOT_CA =',
      cLines(cert()),
      '',
      'static const char *CLIENT_KEY =',
      S('private-key', 'client private key as C string literals', cLines(rsaKey())),
    ]);
  }
  const espIdf = board === 'esp32-idf';
  if (espIdf) {
    file(`${root}/sdkconfig.defaults`, [
      'CONFIG_IDF_TARGET="esp32"',
      `CONFIG_ESP_WIFI_SSID="${pick(SSIDS)}"`,
      leakOr(0.7, S('wifi-password', 'Wi-Fi password in sdkconfig.defaults', `CONFIG_ESP_WIFI_PASSWORD="${wifiPw()}"`), 'CONFIG_ESP_WIFI_PASSWORD=""'),
      `CONFIG_BROKER_URL="mqtts://${pick(MQTT_HOSTS)}"`,
      'CONFIG_PARTITION_TABLE_CUSTOM=y',
      `CONFIG_APP_PROJECT_VER="${N.version()}"`,
    ]);
    file(`${root}/main/app_main.c`, [
      '#include "esp_wifi.h"',
      '#include "mqtt_client.h"',
      '#include "secrets.h"',
      '',
      'static void wifi_init(void) {',
      '    wifi_config_t wifi_config = {',
      '        .sta = {',
      `            .ssid = "${pick(SSIDS)}",`,
      leakOr(0.6, S('wifi-password', 'Wi-Fi password in a wifi_config_t initializer', `            .password = "${wifiPw()}",`), '            .password = WIFI_PASSWORD,'),
      '        },',
      '    };',
      '    esp_wifi_set_config(WIFI_IF_STA, &wifi_config);',
      '}',
      '',
      'static void mqtt_start(void) {',
      '    esp_mqtt_client_config_t cfg = {',
      '        .broker.address.uri = "mqtts://" MQTT_HOST,',
      '        .credentials.username = MQTT_USER,',
      leakOr(0.5, S('mqtt-password', 'MQTT password in the client config', `        .credentials.authentication.password = "${plainPw()}",`), '        .credentials.authentication.password = MQTT_PASSWORD,'),
      '    };',
      '    esp_mqtt_client_start(esp_mqtt_client_init(&cfg));',
      '}',
    ]);
  } else {
    file(`${root}/src/main.cpp`, [
      '#include <Arduino.h>',
      `#include <${board === 'esp8266' ? 'ESP8266WiFi' : 'WiFi'}.h>`,
      '#include <PubSubClient.h>',
      '#include <ArduinoOTA.h>',
      '#include "secrets.h"',
      '#include "config.h"',
      '',
      leakOr(0.6, [
        `const char* ssid = "${pick(SSIDS)}";`,
        S('wifi-password', 'Wi-Fi password in an Arduino sketch', `const char* password = "${wifiPw()}";`),
      ], ['const char* ssid = WIFI_SSID;', 'const char* password = WIFI_PASSWORD;']),
      `const char* mqtt_server = "${pick(MQTT_HOSTS)}";`,
      leakOr(0.5, S('mqtt-password', 'MQTT password passed to connect()', `const char* mqtt_pass = "${plainPw()}";`), 'const char* mqtt_pass = MQTT_PASSWORD;'),
      '',
      'WiFiClientSecure net;',
      'PubSubClient client(net);',
      '',
      'void setup() {',
      '  WiFi.begin(ssid, password);',
      '  ArduinoOTA.setPassword(OTA_PASSWORD);',
      '  client.setServer(mqtt_server, MQTT_PORT);',
      '  client.connect(MQTT_USER, MQTT_USER, mqtt_pass);',
      '}',
      '',
      'void loop() { client.loop(); ArduinoOTA.handle(); }',
    ]);
    file(`${root}/platformio.ini`, [
      `[env:${board}]`,
      `platform = ${board === 'esp8266' ? 'espressif8266' : 'espressif32'}`,
      `board = ${board === 'esp8266' ? 'd1_mini' : 'esp32dev'}`,
      'framework = arduino',
      'lib_deps = knolleary/PubSubClient@^2.8',
      chance(0.5)
        ? leakOr(0.7, S('wifi-password', 'Wi-Fi password in PlatformIO build_flags', `build_flags = -DWIFI_SSID=\\"${pick(SSIDS)}\\" -DWIFI_PASS=\\"${wifiPw()}\\"`), 'build_flags = -DWIFI_SSID=\\"${sysenv.WIFI_SSID}\\" -DWIFI_PASS=\\"${sysenv.WIFI_PASS}\\"')
        : `build_flags = -DFW_BUILD=\\"${hex(7)}\\"`,
      '',
      `[env:${board}_ota]`,
      `extends = env:${board}`,
      'upload_protocol = espota',
      `upload_port = ${dev}.local`,
      leakOr(0.6, S('ota-password', 'OTA upload password in platformio.ini', `upload_flags = --auth=${plainPw()}`), 'upload_flags = --auth=${sysenv.OTA_PASSWORD}'),
    ]);
  }
  file(`${root}/README.md`, [
    `# ${dev} firmware`,
    '',
    `Board: ${board}. Build with PlatformIO or idf.py. Copy \`include/secrets.h.example\` to \`include/secrets.h\`.`,
    '',
    'Provisioning: the device gets its MQTT password over BLE from the companion app; the header is for bench units.',
    '',
    '```sh',
    'export WIFI_PASS="<office wifi password>"',
    'pio run -e esp32dev_ota -t upload',
    '```',
  ]);
}

// ---- mobile CI ----
function bitrise(root) {
  file(`${root}/bitrise.yml`, [
    'format_version: "13"',
    'default_step_lib_source: https://github.com/bitrise-io/bitrise-steplib.git',
    'project_type: android',
    'app:',
    '  envs:',
    `  - PROJECT_LOCATION: ${root}/android`,
    '  - MODULE: app',
    '  - VARIANT: release',
    leakOr(0.55, S('keystore-password', 'keystore password in bitrise.yml app envs', `  - KEYSTORE_PASSWORD: ${plainPw()}`), '  - KEYSTORE_PASSWORD: $BITRISEIO_ANDROID_KEYSTORE_PASSWORD'),
    chance(0.5) ? leakOr(0.6, S('sentry-token', 'Sentry token in bitrise.yml envs', `  - SENTRY_AUTH_TOKEN: ${K.sentryUserToken()}`), '  - SENTRY_AUTH_TOKEN: $SENTRY_AUTH_TOKEN') : null,
    'workflows:',
    '  deploy:',
    '    steps:',
    '    - activate-ssh-key@4: {}',
    '    - git-clone@8: {}',
    '    - android-build@1:',
    '        inputs:',
    '        - build_type: aab',
    '    - sign-apk@1:',
    '        inputs:',
    '        - android_keystore_password: $BITRISEIO_ANDROID_KEYSTORE_PASSWORD',
    '        - android_keystore_alias: $BITRISEIO_ANDROID_KEYSTORE_ALIAS',
    '        - android_keystore_private_key_password: $BITRISEIO_ANDROID_KEYSTORE_PRIVATE_KEY_PASSWORD',
    '    - slack@4:',
    '        inputs:',
    leakOr(0.5, S('slack-webhook', 'Slack webhook in bitrise.yml', `        - webhook_url: ${K.slackHook()}`), '        - webhook_url: $SLACK_WEBHOOK'),
    '    - cache-push@2:',
    '        inputs:',
    `        - cache_key: gradle-${N.sha256().slice(0, 16)}`,
  ]);
}

function githubWorkflow(root, app) {
  const literal = chance(0.4);
  file(`.github/workflows/${app}-release.yml`, [
    `name: ${app} release`,
    'on:',
    '  push:',
    `    tags: ["${app}-v*"]`,
    'jobs:',
    '  android:',
    '    runs-on: ubuntu-latest',
    `    defaults: { run: { working-directory: ${root} } }`,
    '    env:',
    '      KEYSTORE_PASSWORD: ${{ secrets.KEYSTORE_PASSWORD }}',
    '      KEY_PASSWORD: ${{ secrets.KEY_PASSWORD }}',
    literal ? S('firebase-token', 'Firebase CLI token in workflow env', `      FIREBASE_TOKEN: ${K.firebaseCiToken()}`) : '      FIREBASE_TOKEN: ${{ secrets.FIREBASE_TOKEN }}',
    chance(0.35) ? S('expo-token', 'Expo access token in workflow env', `      EXPO_TOKEN: ${K.expoToken()}`) : '      EXPO_TOKEN: ${{ secrets.EXPO_TOKEN }}',
    '    steps:',
    '      - uses: actions/checkout@v4',
    `      - uses: actions/setup-java@${N.gitSha()} # v4.2.1`,
    '        with: { distribution: temurin, java-version: "17" }',
    '      - run: echo "$KEYSTORE_BASE64" | base64 -d > android/app/upload.jks',
    '        env:',
    '          KEYSTORE_BASE64: ${{ secrets.KEYSTORE_BASE64 }}',
    '      - run: ./gradlew bundleRelease -PstorePassword="$KEYSTORE_PASSWORD" -PkeyPassword="$KEY_PASSWORD"',
    chance(0.3) ? S('keystore-password', 'keystore password on a gradle command line in a workflow', `      - run: ./gradlew assembleQa -Pandroid.injected.signing.store.password=${plainPw()} -Pandroid.injected.signing.key.password=\${{ secrets.KEY_PASSWORD }}`) : null,
    '      - run: bundle exec fastlane android internal',
  ]);
}

// ---- studio tools and the receipt service ----
function tools() {
  file('tools/ad-revenue/applovin_report.py', [
    'import requests',
    'import datetime as dt',
    '',
    leakOr(0.75, S('applovin-key', 'AppLovin MAX report key in a reporting script', `REPORT_KEY = "${K.applovinReport()}"`), 'REPORT_KEY = os.environ["APPLOVIN_REPORT_KEY"]'),
    '',
    'def fetch(day: dt.date):',
    '    return requests.get("https://r.applovin.com/maxReport", params={"api_key": REPORT_KEY, "start": day.isoformat(), "end": day.isoformat(), "format": "json"}).json()',
  ]);
  file('tools/ad-revenue/ironsource_report.py', [
    'import base64, requests',
    '',
    `USERNAME = "${pick(EMAILS)}"`,
    leakOr(0.75, S('ironsource-secret', 'ironSource secret key in a reporting script', `SECRET_KEY = "${K.ironsourceSecret()}"`), 'SECRET_KEY = os.getenv("IRONSOURCE_SECRET_KEY")'),
    'AUTH = base64.b64encode(f"{USERNAME}:{SECRET_KEY}".encode()).decode()',
  ]);
  file('tools/ad-revenue/admob_oauth.json', [
    '{',
    '  "installed": {',
    `    "client_id": "${N.oauthClientId()}",`,
    `    "project_id": "${STUDIO}-reporting",`,
    '    "auth_uri": "https://accounts.google.com/o/oauth2/auth",',
    '    "token_uri": "https://oauth2.googleapis.com/token",',
    S('oauth-client-secret', 'OAuth client secret for the AdMob reporting API', `    "client_secret": "${K.oauthSecret()}",`),
    '    "redirect_uris": ["http://localhost"]',
    '  }',
    '}',
  ]);
  file('tools/ad-revenue/config.yaml', [
    'networks:',
    '  unity:',
    `    organization_core_id: "${digits(7)}"`,
    leakOr(0.7, S('unity-ads-key', 'Unity Ads monetization stats API key', `    api_key: ${hex(64)}`), '    api_key: ${UNITY_ADS_API_KEY}'),
    '  admob:',
    '    publisher_id: pub-' + digits(16),
    '    oauth_file: admob_oauth.json',
    '  mixpanel:',
    `    project_id: ${digits(7)}`,
    leakOr(0.7, S('mixpanel-secret', 'Mixpanel service account secret in a reporting config', `    service_account_secret: ${from(ALNUM, 32)}`), '    service_account_secret: ""'),
  ]);
  file('tools/steam/upload.sh', [
    '#!/usr/bin/env bash',
    'set -euo pipefail',
    `STEAM_USER=${STUDIO}_builder`,
    leakOr(0.7, S('steam-password', 'Steam builder account password in an upload script', `STEAM_PASS='${password().replace(/'/g, '')}'`), 'STEAM_PASS="${STEAM_PASS:?set STEAM_PASS}"'),
    'steamcmd +login "$STEAM_USER" "$STEAM_PASS" +run_app_build "$(pwd)/app_build.vdf" +quit',
  ]);
  file('tools/steam/app_build.vdf', ['"AppBuild"', '{', `\t"AppID" "${digits(7)}"`, '\t"Desc" "ci build"', `\t"ContentRoot" "../../games/skyharbor/Builds/"`, '\t"Depots"', '\t{', `\t\t"${digits(7)}" "depot_build.vdf"`, '\t}', '}']);
  file('tools/huawei/agc_publish.py', [
    'import requests',
    '',
    `CLIENT_ID = "${digits(18)}"`,
    leakOr(0.7, S('huawei-secret', 'AppGallery Connect API client secret', `CLIENT_SECRET = "${K.huaweiSecret().toUpperCase()}"`), 'CLIENT_SECRET = os.environ["AGC_CLIENT_SECRET"]'),
    'def token():',
    '    return requests.post("https://connect-api.cloud.huawei.com/api/oauth2/v1/token", json={"grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET}).json()["access_token"]',
  ]);
  file('tools/unity-cloud/trigger_build.sh', [
    '#!/bin/sh',
    `ORG=${STUDIO}`,
    'PROJECT=skyharbor',
    leakOr(0.65, S('unity-cloud-key', 'Unity Cloud Build API key in a script', `UCB_API_KEY=${K.unityCloudKey()}`), 'UCB_API_KEY=${UCB_API_KEY:?}'),
    'curl -s -X POST -H "Authorization: Basic $UCB_API_KEY" "https://build-api.cloud.unity3d.com/api/v1/orgs/$ORG/projects/$PROJECT/buildtargets/android/builds"',
  ]);
  serviceAccountJson('tools/play-console/publisher-sa.json', `${STUDIO}-publishing`, 'Play Developer API service-account key');
  file('tools/play-console/bulk_listing.py', [
    'from google.oauth2 import service_account',
    '',
    'creds = service_account.Credentials.from_service_account_file("publisher-sa.json", scopes=["https://www.googleapis.com/auth/androidpublisher"])',
    `PACKAGES = ${JSON.stringify(['skyharbor', 'tilecrush', 'fitstride'].map((a) => `games.${STUDIO}.${a}`))}`,
  ]);
  file('tools/push/send_test_push.js', [
    "const fetch = require('node-fetch');",
    '',
    leakOr(0.7, S('fcm-server-key', 'FCM legacy server key in a push test tool', `const SERVER_KEY = '${K.fcmServerKey()}';`), 'const SERVER_KEY = process.env.FCM_SERVER_KEY;'),
    "fetch('https://fcm.googleapis.com/fcm/send', { method: 'POST', headers: { Authorization: `key=${SERVER_KEY}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ to: process.argv[2], notification: { title: 'test' } }) });",
  ]);

  // receipt validation and payments service (Kotlin/Ktor)
  const svc = 'services/receipts';
  file(`${svc}/src/main/resources/application.conf`, [
    'ktor {',
    '  deployment { port = 8080 }',
    '}',
    'apple {',
    S('apple-shared-secret', 'App Store shared secret for receipt validation', `  sharedSecret = "${K.appleSharedSecret()}"`),
    '  verifyUrl = "https://buy.itunes.apple.com/verifyReceipt"',
    '}',
    'stripe {',
    leakOr(0.8, S('stripe-key', 'Stripe secret key in the payments service config', `  secretKey = "${K.stripeSecret()}"`), '  secretKey = ${?STRIPE_SECRET_KEY}'),
    leakOr(0.8, S('stripe-webhook-secret', 'Stripe webhook signing secret in service config', `  webhookSecret = "${K.stripeWebhook()}"`), '  webhookSecret = ${?STRIPE_WEBHOOK_SECRET}'),
    '}',
    'braintree {',
    '  environment = "production"',
    `  merchantId = "${from(LOW + DIG, 16)}"`,
    `  publicKey = "${from(LOW + DIG, 16)}"`,
    S('braintree-private-key', 'Braintree private key in service config', `  privateKey = "${K.braintreePrivate()}"`),
    '}',
    'revenuecat {',
    leakOr(0.7, S('revenuecat-secret', 'RevenueCat secret key in service config', `  secretKey = "${K.revenuecatSecret()}"`), '  secretKey = ${REVENUECAT_SECRET_KEY}'),
    `  webhookAuth = "${chance(0.5) ? 'Bearer ' + from(URLSAFE, 32) : '${REVENUECAT_WEBHOOK_AUTH}'}"`,
    '}',
    'database {',
    leakOr(0.7, S('db-password', 'Postgres URL with password in service config', `  url = "postgresql://receipts:${plainPw()}@receipts-db.internal:5432/receipts"`), '  url = ${DATABASE_URL}'),
    '}',
  ]);
  {
    const entries = files.get(`${svc}/src/main/resources/application.conf`);
    const i = entries.findIndex((e) => typeof e === 'string' && e.includes('webhookAuth = "Bearer'));
    if (i >= 0) entries[i] = S('webhook-auth', 'RevenueCat webhook authorization value', entries[i]);
  }
  file(`${svc}/src/main/kotlin/games/${STUDIO}/receipts/GooglePlayVerifier.kt`, [
    `package games.${STUDIO}.receipts`,
    '',
    'import com.google.auth.oauth2.GoogleCredentials',
    '',
    'class GooglePlayVerifier(private val packageName: String) {',
    '    private val credentials = GoogleCredentials.fromStream(javaClass.getResourceAsStream("/play-sa.json"))',
    `    private val pubKey = "${playLicenseKey()}"`,
    '}',
  ]);
  file(`${svc}/src/main/kotlin/games/${STUDIO}/receipts/AdyenClient.kt`, [
    `package games.${STUDIO}.receipts`,
    '',
    'import com.adyen.Client',
    'import com.adyen.enums.Environment',
    '',
    'object AdyenClient {',
    leakOr(0.7, S('adyen-key', 'Adyen API key in Kotlin', `    private const val API_KEY = "${K.adyenKey()}"`), '    private val API_KEY = System.getenv("ADYEN_API_KEY")'),
    `    const val CLIENT_KEY = "live_${from(UP + DIG, 32)}"`,
    '    val client = Client(API_KEY, Environment.LIVE, "' + from(LOW + DIG, 16) + '")',
    '}',
  ]);
  file(`${svc}/src/test/kotlin/games/${STUDIO}/receipts/VerifierTest.kt`, [
    `package games.${STUDIO}.receipts`,
    '',
    'import kotlin.test.Test',
    '',
    'class VerifierTest {',
    '    private val sharedSecret = "test-shared-secret"',
    `    private val receipt = "${b64(120)}"`,
    `    private val expectedTransactionId = "${digits(15)}"`,
    '    @Test fun parses() {}',
    '}',
  ]);
  file(`${svc}/docker-compose.yml`, [
    'services:',
    '  receipts:',
    `    image: ghcr.io/${STUDIO}/receipts@sha256:${N.sha256()}`,
    '    environment:',
    '      DATABASE_URL: postgresql://receipts:receipts@db:5432/receipts',
    '      STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY}',
    leakOr(0.6, S('paypal-secret', 'PayPal client secret in compose', `      PAYPAL_CLIENT_SECRET: ${K.paypalSecret()}`), '      PAYPAL_CLIENT_SECRET: ${PAYPAL_CLIENT_SECRET:-}'),
    '  db:',
    '    image: postgres:16',
    '    environment:',
    '      POSTGRES_PASSWORD: receipts',
  ]);
  file(`${svc}/.env`, [
    `STRIPE_SECRET_KEY=${K.stripeSecret()}`,
    `STRIPE_WEBHOOK_SECRET=${K.stripeWebhook()}`,
    `AWS_ACCESS_KEY_ID=${K.awsAk()}`,
    `AWS_SECRET_ACCESS_KEY=${K.awsSk()}`,
    `FACEBOOK_APP_ID=${N.fbAppId()}`,
    `FACEBOOK_APP_SECRET=${K.fbSecret()}`,
    `GOOGLE_OAUTH_CLIENT_ID=${N.oauthClientId()}`,
    `GOOGLE_OAUTH_CLIENT_SECRET=${K.oauthSecret()}`,
  ]);
  {
    const entries = files.get(`${svc}/.env`);
    const kinds = ['stripe-key', 'stripe-webhook-secret', 'aws-access-key', 'aws-secret', null, 'facebook-secret', null, 'oauth-client-secret'];
    entries.forEach((e, i) => { if (kinds[i]) entries[i] = S(kinds[i], 'receipt service .env', e); });
  }
}

// ---- docs and repository files ----
function docs() {
  file('README.md', [
    `# ${cap(STUDIO)} mobile monorepo`,
    '',
    '| path | what |',
    '|---|---|',
    '| apps/ | native, Flutter and React Native apps |',
    '| games/ | Unity games |',
    '| firmware/ | companion hardware (ESP32/ESP8266) |',
    '| services/ | receipt validation and payments |',
    '| tools/ | ad revenue reports, store uploads |',
    '',
    'Secrets live in 1Password ("Mobile CI" vault) and CI secret stores. Never commit `local.properties`, `key.properties`, `Secrets.xcconfig` or `secrets.h`.',
  ]);
  file('docs/onboarding.md', [
    '# Onboarding',
    '',
    '1. Ask for access to the certificates repo, then run `bundle exec fastlane match development --readonly`.',
    '2. Export the match passphrase: `export MATCH_PASSWORD=<from 1Password>`.',
    '3. For AWS asset uploads configure a profile. The AWS docs use these example values, do not use them:',
    '',
    '```ini',
    '[default]',
    `aws_access_key_id = ${AWS_EXAMPLE[0]}`,
    `aws_secret_access_key = ${AWS_EXAMPLE[1]}`,
    '```',
    '',
    `4. Test ads: always use Google's test ids in debug builds (\`${ADMOB_TEST[1]}\` for banners).`,
    '5. The debug keystore password is `android` (the SDK default).',
    '',
    'Stripe in staging: publishable key `pk_test_...`, secret key from the dashboard, never in the app.',
  ]);
  file('docs/release-checklist.md', [
    '# Release checklist',
    '',
    '- [ ] bump `versionName` / `CFBundleShortVersionString`',
    '- [ ] `fastlane ios beta` with `APP_STORE_CONNECT_API_KEY_KEY_ID` set',
    '- [ ] upload dSYMs: `sentry-cli --auth-token $SENTRY_AUTH_TOKEN upload-dif`',
    '- [ ] check Play pre-launch report',
    '',
    'Signing certificate fingerprints (for Firebase and assetlinks):',
    '',
    `- upload key SHA-1: \`${N.sha1Colon()}\``,
    `- app signing SHA-256: \`${N.sha256Colon()}\``,
  ]);
  file('docs/incident-2024-03-keystore.md', [
    '# 2024-03: release keystore password in a commit',
    '',
    'The upload keystore password was committed in `gradle.properties` and removed in the next commit.',
    'It was rotated (Play App Signing upload key reset). The old value is left out of this note on purpose.',
    '',
    'Checklist applied: rotate, reset upload key, purge CI caches, audit `git log -p -- "*.properties"`.',
  ]);
  file('web/.well-known/assetlinks.json', JSON.stringify([{ relation: ['delegate_permission/common.handle_all_urls'],
    target: { namespace: 'android_app', package_name: `games.${STUDIO}.fitstride`, sha256_cert_fingerprints: [N.sha256Colon(), N.sha256Colon()] } }], null, 2).split('\n'));
  file('web/.well-known/apple-app-site-association', JSON.stringify({ applinks: { details: [{ appIDs: [`${N.teamId()}.games.${STUDIO}.fitstride`], components: [{ '/': '/invite/*' }] }] } }, null, 2).split('\n'));
  file('.gitignore', ['local.properties', 'key.properties', 'keystore.properties', '*.jks', '*.keystore', 'Secrets.xcconfig', 'firmware/*/include/secrets.h', '.env', '!.env.example', 'fastlane/report.xml', 'Library/', 'Temp/']);
  file('.gitattributes', ['*.png filter=lfs diff=lfs merge=lfs -text', '*.psd filter=lfs diff=lfs merge=lfs -text', '*.unity merge=unityyamlmerge eol=lf']);
  file('Gemfile', ["source 'https://rubygems.org'", "gem 'fastlane', '~> 2.220'", "gem 'cocoapods', '~> 1.15'"]);
  file('Gemfile.lock', ['GEM', '  remote: https://rubygems.org/', '  specs:', `    fastlane (2.220.${int(9)})`, `    cocoapods (1.15.${int(3)})`, '', 'CHECKSUMS', `  fastlane (2.220.0) sha256=${N.sha256()}`, `  cocoapods (1.15.2) sha256=${N.sha256()}`, '', 'BUNDLED WITH', '   2.5.9']);
  file('.github/CODEOWNERS', ['/apps/ @brightloop/mobile', '/games/ @brightloop/games', '/firmware/ @brightloop/hardware', '/services/ @brightloop/backend']);
  file('.github/workflows/lint.yml', [
    'name: lint',
    'on: [pull_request]',
    'jobs:',
    '  detekt:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    `      - uses: actions/checkout@${N.gitSha()}`,
    '      - run: ./gradlew detekt',
    '        env:',
    '          GRADLE_ENTERPRISE_ACCESS_KEY: ${{ secrets.GE_ACCESS_KEY }}',
  ]);
  file('.github/workflows/firmware.yml', [
    'name: firmware',
    'on: { push: { paths: ["firmware/**"] } }',
    'jobs:',
    '  build:',
    '    runs-on: ubuntu-latest',
    '    env:',
    '      WIFI_SSID: ci-dummy',
    '      WIFI_PASS: ci-dummy-pass',
    leakOr(0.6, S('mqtt-password', 'MQTT password in a firmware workflow', `      MQTT_PASSWORD: ${plainPw()}`), '      MQTT_PASSWORD: ${{ secrets.MQTT_BENCH_PASSWORD }}'),
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - run: pip install platformio && pio run -d firmware/tracker-tag',
  ]);
  file('.github/workflows/ios-nightly.yml', [
    'name: ios nightly',
    'on: { schedule: [{ cron: "0 2 * * *" }] }',
    'jobs:',
    '  testflight:',
    '    runs-on: macos-14',
    '    env:',
    '      MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}',
    leakOr(0.5, S('apple-app-specific-password', 'app-specific password in a workflow', `      FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD: ${K.appSpecific()}`), '      FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD: ${{ secrets.ASP }}'),
    `      APP_STORE_CONNECT_API_KEY_KEY_ID: ${N.keyId()}`,
    `      APP_STORE_CONNECT_API_KEY_ISSUER_ID: ${uuid()}`,
    '      APP_STORE_CONNECT_API_KEY_KEY: ${{ secrets.ASC_KEY_P8 }}',
    '    steps:',
    '      - uses: actions/checkout@v4',
    '      - run: bundle exec fastlane ios beta',
  ]);
}

// ---- the repository ----
const NATIVE = [['fitstride', 'kotlin'], ['harborlens', 'java'], ['pocketchef', 'kotlin'], ['tapfarm', 'java']];
const FLUTTER = ['budgetbee', 'snapquiz', 'plantpal', 'wordwhiz'];
const RN = [['petpals', false], ['ridepool', true], ['gigboard', true]];
const GAMES = ['skyharbor', 'tilecrush', 'orbit-runner'];
const DEVICES = [['tracker-tag', 'esp32'], ['smart-feeder', 'esp8266'], ['beacon-hub', 'esp32-idf'], ['scoreboard-led', 'esp32']];

for (const [app, lang] of NATIVE) {
  const root = nativeApp(app, lang);
  if (chance(0.7)) bitrise(root);
  githubWorkflow(root, app);
}
for (const app of FLUTTER) flutterApp(app);
for (const [app, expo] of RN) {
  const root = reactNativeApp(app, expo);
  if (!expo) bitrise(root);
  githubWorkflow(root, app);
}
for (const g of GAMES) unityGame(g);
for (const [dev, board] of DEVICES) firmware(dev, board);
tools();
docs();

const labels = writeAll();
const readme = [
  '# heldout15 — a mobile and game studio monorepo (written blind)',
  '',
  `Generated by bench/secrets/make-heldout15.mjs (seed 15015): ${files.size} files, ${labels.length} planted credentials.`,
  'LABELS.json lists each {file, line, kind, why}. See the generator\'s top comment for what counts as a credential.',
];
fs.writeFileSync(path.join(out, 'README-SET.md'), readme.join('\n') + '\n');
const kinds = new Map();
for (const l of labels) kinds.set(l.kind, (kinds.get(l.kind) ?? 0) + 1);
console.log(`heldout15: ${files.size + 1} files, ${labels.length} labels in ${new Set(labels.map((l) => l.file)).size} files`);
console.log([...kinds].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', '));
