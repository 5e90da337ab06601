#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout7/: a seventh held-out set for the secrets scanner, written blind
 * (without reading the scanner or its rules). Seeded, so reruns give the same files. Every
 * credential is random text from seeded-random.mjs in the provider's published shape; none is real.
 *
 *   node bench/secrets/make-heldout7.mjs [--seed N]
 *
 * Unlike heldout1–6 the set is a mobile-app company's monorepo: three React Native apps with their
 * Android (gradle.properties, local.properties, build.gradle signing configs, google-services.json,
 * AndroidManifest meta-data) and iOS (Info.plist, GoogleService-Info.plist, xcconfig, sentry.properties)
 * halves, react-native-config .env files, fastlane (Appfile, Fastfile, Matchfile, .env), Expo/EAS
 * config, a Node/TypeScript backend of several services, Ruby (Rails) and Go services, Terraform with
 * provider blocks and Terragrunt, Helm values, GitHub Actions and CircleCI, Dockerfiles and compose
 * files, shell deploy scripts, docs and test fixtures. Many files come from one template written for
 * each app, service or environment, leaking in some and careful in others.
 * The plant/label/write mechanics are shared with make-heldout5.mjs and make-heldout6.mjs (planted-set.mjs).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordMakers, plantedSet } from './planted-set.mjs';
import { ALNUM, B64, cap, DIG, LOW, seededRandom, seedFromArgs, UP } from './seeded-random.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout7');
const { rnd, int, pick, from, hex, alnum, uuid } = seededRandom(seedFromArgs(7707));
/** Leak draws lean towards leaking (the set wants about 200+ credentials in under 300 files). */
const LEAN = 0.22;
const chance = (p) => rnd() < Math.min(0.97, p + LEAN);
const { cred, file, writeSet } = plantedSet(chance);

const URLSAFE = ALNUM + '-_';
const B32U = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const digits = (n) => from('123456789', 1) + from(DIG, n - 1);
const b64 = (n) => from(B64, n);
const b64pad = (bytes) => { const n = Math.ceil(bytes / 3) * 4; const pad = (3 - (bytes % 3)) % 3; return from(B64, n - pad) + '='.repeat(pad); };
const b64url = (n) => from(URLSAFE, n);
const enc = (s) => Buffer.from(s).toString('base64');
const WORDS = ['harbor', 'lantern', 'pebble', 'thistle', 'marmot', 'quill', 'saffron', 'tundra', 'wicket', 'zephyr',
  'bramble', 'cobalt', 'drizzle', 'ember', 'fjord', 'gable', 'hazel', 'juniper', 'kestrel', 'larch', 'mosaic', 'nectar'];
const sha256 = () => hex(64);
const sha1 = () => hex(40);

const { password, plainPassword } = passwordMakers({ int, pick, from, hex, alnum }, WORDS,
  { length: [12, 24], plainLength: [12, 22], plainHead: 6, plainMiddle: [8, 8] });

// ---- provider shapes (published formats; random bodies) ----
const V = {
  awsId: () => pick(['AKIA', 'AKIA', 'AKIA', 'ASIA']) + from(B32U, 16),
  awsSecret: () => from(ALNUM + '+/', 40),
  stripeSecret: () => pick(['sk_live_51' + alnum(97), 'sk_live_' + alnum(24), 'rk_live_51' + alnum(97)]),
  stripePublishable: () => 'pk_live_51' + alnum(97),
  stripeWebhook: () => 'whsec_' + alnum(32),
  braintreePrivate: () => hex(32),
  paypalSecret: () => 'E' + b64url(79),
  paypalClientId: () => 'A' + b64url(79),
  revenuecatSecret: () => 'sk_' + alnum(28),
  revenuecatPublic: (store) => `${store}_${alnum(27)}`,
  twilioSid: () => 'AC' + hex(32),
  twilioToken: () => hex(32),
  twilioApiKeySid: () => 'SK' + hex(32),
  twilioApiSecret: () => alnum(32),
  sendgrid: () => `SG.${b64url(22)}.${b64url(43)}`,
  mailgun: () => 'key-' + hex(32),
  postmark: () => uuid(),
  vonageSecret: () => alnum(16),
  slackHook: () => `https://hooks.slack.com/services/T${from(UP + DIG, 10)}/B${from(UP + DIG, 10)}/${alnum(24)}`,
  slackBot: () => `xoxb-${digits(12)}-${digits(13)}-${alnum(24)}`,
  fcmLegacy: () => 'AAAA' + b64url(7) + ':APA91b' + b64url(134),
  oneSignalRest: () => enc(uuid()),
  expoToken: () => b64url(40),
  pusherSecret: () => hex(20),
  mixpanelSecret: () => hex(32),
  amplitudeSecret: () => hex(32),
  branchSecret: () => 'secret_live_' + alnum(32),
  branchKey: () => 'key_live_' + alnum(32),
  sentryAuth: () => (chance(0.5) ? 'sntrys_' + b64url(110) : hex(64)),
  sentryDsn: () => `https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}`,
  datadogApi: () => hex(32),
  datadogApp: () => hex(40),
  datadogClient: () => 'pub' + hex(32),
  newRelicLicense: () => hex(36) + 'NRAL',
  newRelicMobile: () => 'AA' + hex(40) + '-NRMA',
  appSpecific: () => Array.from({ length: 4 }, () => from(LOW, 4)).join('-'),
  googleApi: () => 'AIza' + b64url(35),
  googleOAuthSecret: () => 'GOCSPX-' + b64url(28),
  auth0Secret: () => b64url(64),
  facebookSecret: () => hex(32),
  algolia: () => hex(32),
  cloudinary: (cloud) => `cloudinary://${digits(15)}:${b64url(27)}@${cloud}`,
  mapboxSecret: () => 'sk.eyJ1Ijoi' + b64url(20) + 'IiwiYSI6I' + b64url(22) + '.' + b64url(22),
  mapboxPublic: () => 'pk.eyJ1Ijoi' + b64url(20) + 'IiwiYSI6I' + b64url(22) + '.' + b64url(22),
  cloudflare: () => b64url(40),
  okta: () => '00' + b64url(40),
  streamSecret: () => from(LOW + DIG, 64),
  sendbird: () => hex(40),
  ghp: () => pick(['ghp_' + alnum(36), 'github_pat_11' + from(UP + DIG, 22).slice(2) + '_' + alnum(59)]),
  npm: () => 'npm_' + alnum(36),
  firebaseCi: () => '1//0' + b64url(99),
  azureStorageKey: () => b64pad(64),
  jwtSecret: () => (chance(0.5) ? hex(64) : b64pad(48)),
  railsSecretBase: () => hex(128),
  codecov: () => uuid(),
  sonar: () => 'sqp_' + hex(40),
  herokuKey: () => uuid(),
  dockerHub: () => 'dckr_pat_' + b64url(27),
};
function pemBody(lines, prefix = '') {
  const body = Array.from({ length: lines }, () => b64(64));
  body[0] = (prefix + body[0]).slice(0, 64);
  body.push(b64(16 + int(44)) + pick(['', '=', '==']));
  return body.join('\n');
}
const pem = (type, lines = 25, prefix = '') => `-----BEGIN ${type}-----\n${pemBody(lines, prefix)}\n-----END ${type}-----`;
/** An Apple .p8 key (App Store Connect, APNs, Sign in with Apple): PKCS#8 EC P-256, four lines. */
const p8 = () => pem('PRIVATE KEY', 3, 'MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg');
const rsaKey = () => pem('RSA PRIVATE KEY', 25, 'MIIEpAIBAAKCAQEA');
const ecKey = () => pem('EC PRIVATE KEY', 3, 'MHcCAQEEI');
const opensshKey = () => pem('OPENSSH PRIVATE KEY', 6, 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW');
const certificate = () => pem('CERTIFICATE', 18, 'MIIDdzCCAl+gAwIBAgIU');
const publicKey = () => pem('PUBLIC KEY', 6, 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA');
const bcrypt = () => '$2a$12$' + from(ALNUM + './', 53);
const ascKeyId = () => from(UP + DIG, 10);
const teamId = () => from(UP + DIG, 10);
const projectNumber = () => digits(12);

/** A GCP service-account key file (Firebase Admin, Google Play publishing). */
function serviceAccount(project, name, leak, why) {
  const key = pem('PRIVATE KEY', 26, 'MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ') + '\n';
  return JSON.stringify({
    type: 'service_account',
    project_id: project,
    private_key_id: hex(40),
    private_key: leak ? cred('gcp-service-account', key, why, '-----BEGIN PRIVATE KEY-----') : '',
    client_email: `${name}@${project}.iam.gserviceaccount.com`,
    client_id: digits(21),
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: 'https://oauth2.googleapis.com/token',
    auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
    client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${name}%40${project}.iam.gserviceaccount.com`,
    universe_domain: 'googleapis.com',
  }, null, 2);
}

// =====================================================================================
// Top level
// =====================================================================================
file('README.md', `# tidewater-mobile

Monorepo of Tidewater's mobile products: the Rider, Courier and Merchant apps (React Native, with
native Android and iOS projects), the backend services they talk to (Node/TypeScript, Rails, Go),
and the infrastructure (Terraform, Terragrunt, Helm).

## Getting started

\`\`\`bash
yarn install
cp apps/rider/.env.example apps/rider/.env    # values come from 1Password, vault "mobile-dev"
cd apps/rider/ios && bundle exec pod install
yarn rider:ios
\`\`\`

Signing material is fetched by \`fastlane match\` (iOS) and from the CI secret store (Android); never
commit keystores, .p8 files or service-account JSON. See docs/secrets.md.
`);
file('.gitignore', `node_modules/\n*.jks\n*.keystore\n!debug.keystore\n*.p8\n*.mobileprovision\n.env\n.env.*\n!.env.example\nlocal.properties\nPods/\nbuild/\n.terraform/\n*.tfstate*\nfastlane/report.xml\n`);
file('package.json', JSON.stringify({
  name: 'tidewater-mobile', private: true, workspaces: ['apps/*', 'backend/*', 'packages/*'],
  scripts: { 'rider:ios': 'yarn workspace rider ios', 'rider:android': 'yarn workspace rider android', lint: 'eslint .', test: 'jest' },
  devDependencies: { eslint: '^8.57.0', jest: '^29.7.0', typescript: '^5.4.5' },
  packageManager: 'yarn@4.1.1',
}, null, 2));
file('.npmrc', chance(0.99)
  ? `@tidewater:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${cred('token:github', V.ghp(), 'GitHub Packages token committed in the root .npmrc')}\nalways-auth=true\n`
  : '');
file('.yarnrc.yml', `nodeLinker: node-modules
npmScopes:
  tidewater:
    npmRegistryServer: "https://npm.pkg.github.com"
    npmAuthToken: "\${NPM_AUTH_TOKEN}"
enableGlobalCache: false
`);
file('.tool-versions', `nodejs 20.12.2\nruby 3.3.1\ngolang 1.22.3\nterraform 1.8.4\njava zulu-17.50.19\n`);

// =====================================================================================
// Mobile apps: rider, courier, merchant (React Native + native halves + fastlane)
// =====================================================================================
const APPS = [
  { id: 'rider', name: 'Rider', bundle: 'com.tidewater.rider', leak: 0.8 },
  { id: 'courier', name: 'Courier', bundle: 'com.tidewater.courier', leak: 0.7 },
  { id: 'merchant', name: 'Merchant', bundle: 'com.tidewater.merchant', leak: 0.6 },
];
const FIREBASE_PROJECT = { rider: 'tidewater-rider-prod', courier: 'tidewater-courier', merchant: 'tw-merchant-7d1c2' };

for (const app of APPS) {
  const d = `apps/${app.id}`;
  const L = (p = app.leak) => chance(p);
  const project = FIREBASE_PROJECT[app.id];
  const projNum = projectNumber();
  const firebaseKeyAndroid = V.googleApi();
  const firebaseKeyIos = V.googleApi();
  const team = teamId();
  const sentryDsn = V.sentryDsn();
  const mixpanelToken = hex(32);
  const amplitudeKey = hex(32);
  const oneSignalAppId = uuid();
  const branchKey = V.branchKey();
  const rcApple = V.revenuecatPublic('appl');
  const rcGoogle = V.revenuecatPublic('goog');
  const mapboxPublic = V.mapboxPublic();
  const stripePk = V.stripePublishable();
  const algoliaAppId = from(UP + DIG, 10);
  const algoliaSearch = V.algolia();
  const fbAppId = digits(15);
  const ddClient = V.datadogClient();

  // ---------- Android ----------
  const storePass = password(), keyPass = password();
  const gpLeak = L();
  file(`${d}/android/gradle.properties`, `# Project-wide Gradle settings.
org.gradle.jvmargs=-Xmx4096m -XX:MaxMetaspaceSize=1024m -Dfile.encoding=UTF-8
android.useAndroidX=true
android.enableJetifier=false
newArchEnabled=${pick(['true', 'false'])}
hermesEnabled=true
reactNativeArchitectures=armeabi-v7a,arm64-v8a,x86,x86_64
FLIPPER_VERSION=0.182.0

# Upload key (see docs/android-signing.md)
TW_UPLOAD_STORE_FILE=${app.id}-upload.keystore
TW_UPLOAD_KEY_ALIAS=${app.id}-upload
${gpLeak ? `TW_UPLOAD_STORE_PASSWORD=${cred('password', storePass, 'upload keystore store password in gradle.properties')}
TW_UPLOAD_KEY_PASSWORD=${cred('password', keyPass, 'upload key password in gradle.properties')}` : `# TW_UPLOAD_STORE_PASSWORD and TW_UPLOAD_KEY_PASSWORD live in ~/.gradle/gradle.properties`}

# Mapbox SDK download token (secret scope DOWNLOADS:READ)
MAPBOX_DOWNLOADS_TOKEN=${L(0.7) ? cred('token:mapbox', V.mapboxSecret(), 'Mapbox secret downloads token (sk.) in gradle.properties') : 'YOUR_SECRET_MAPBOX_ACCESS_TOKEN'}
`);
  file(`${d}/android/local.properties`, `## This file must *NOT* be checked into Version Control Systems,
# as it contains information specific to your local configuration.
sdk.dir=/Users/${pick(['mara', 'devon', 'ikenna', 'sol'])}/Library/Android/sdk
ndk.dir=/Users/shared/android-ndk-r26c
MAPS_API_KEY=${L(0.6) ? cred('google-api-key', V.googleApi(), 'Google Maps key in local.properties (a developer key, not the Firebase client config)') : 'AIzaSy-your-maps-key-here'}
${L(0.5) ? `sentry.auth.token=${cred('token:sentry', V.sentryAuth(), 'Sentry auth token in local.properties')}` : 'sentry.auth.token='}
`);
  const signingLeak = L(0.5);
  file(`${d}/android/app/build.gradle`, `apply plugin: "com.android.application"
apply plugin: "org.jetbrains.kotlin.android"
apply plugin: "com.facebook.react"
apply plugin: "com.google.gms.google-services"
apply plugin: "com.google.firebase.crashlytics"

def keystorePropertiesFile = rootProject.file("keystore.properties")
def keystoreProperties = new Properties()
if (keystorePropertiesFile.exists()) {
    keystoreProperties.load(new FileInputStream(keystorePropertiesFile))
}

android {
    ndkVersion rootProject.ext.ndkVersion
    compileSdk rootProject.ext.compileSdkVersion
    namespace "${app.bundle}"
    defaultConfig {
        applicationId "${app.bundle}"
        minSdkVersion rootProject.ext.minSdkVersion
        targetSdkVersion rootProject.ext.targetSdkVersion
        versionCode ${100 + int(400)}
        versionName "${2 + int(3)}.${int(20)}.${int(10)}"
        manifestPlaceholders = [
            MAPS_API_KEY: project.findProperty("MAPS_API_KEY") ?: "",
            onesignal_app_id: "${oneSignalAppId}",
        ]
        buildConfigField "String", "SENTRY_DSN", "\\"${sentryDsn}\\""
    }
    signingConfigs {
        debug {
            storeFile file('debug.keystore')
            storePassword 'android'
            keyAlias 'androiddebugkey'
            keyPassword 'android'
        }
        release {
${signingLeak ? `            storeFile file("../${app.id}-release.jks")
            storePassword "${cred('password', password().replace(/[$"\\]/g, 'x'), 'release keystore storePassword literal in build.gradle')}"
            keyAlias "${app.id}"
            keyPassword "${cred('password', password().replace(/[$"\\]/g, 'x'), 'release keyPassword literal in build.gradle')}"` : `            storeFile file(keystoreProperties['storeFile'] ?: 'missing.jks')
            storePassword keystoreProperties['storePassword']
            keyAlias keystoreProperties['keyAlias']
            keyPassword keystoreProperties['keyPassword']`}
        }
    }
    buildTypes {
        debug { signingConfig signingConfigs.debug }
        release {
            signingConfig signingConfigs.release
            minifyEnabled true
            proguardFiles getDefaultProguardFile("proguard-android.txt"), "proguard-rules.pro"
        }
    }
}

dependencies {
    implementation("com.facebook.react:react-android")
    implementation platform('com.google.firebase:firebase-bom:33.0.0')
    implementation 'com.google.firebase:firebase-messaging'
    implementation 'com.mapbox.maps:android:11.4.0'
}
`);
  if (app.id !== 'merchant') {
    const ksLeak = L(0.7);
    file(`${d}/android/keystore.properties`, ksLeak ? `storeFile=${app.id}-release.jks
storePassword=${cred('password', plainPassword(), 'keystore.properties storePassword')}
keyAlias=${app.id}
keyPassword=${cred('password', plainPassword(), 'keystore.properties keyPassword')}
` : `# Filled in by CI from the ANDROID_KEYSTORE_* secrets; see .github/workflows/android-release.yml
storeFile=release.jks
storePassword=
keyAlias=${app.id}
keyPassword=
`);
  }
  // google-services.json: the Firebase client config shipped inside every APK.
  file(`${d}/android/app/google-services.json`, JSON.stringify({
    project_info: { project_number: projNum, project_id: project, storage_bucket: `${project}.appspot.com` },
    client: [{
      client_info: { mobilesdk_app_id: `1:${projNum}:android:${hex(16)}`, android_client_info: { package_name: app.bundle } },
      oauth_client: [{ client_id: `${projNum}-${from(LOW + DIG, 32)}.apps.googleusercontent.com`, client_type: 3 }],
      api_key: [{ current_key: firebaseKeyAndroid }],
      services: { appinvite_service: { other_platform_oauth_client: [{ client_id: `${projNum}-${from(LOW + DIG, 32)}.apps.googleusercontent.com`, client_type: 3 }] } },
    }],
    configuration_version: '1',
  }, null, 2));
  file(`${d}/android/app/src/main/AndroidManifest.xml`, `<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <uses-permission android:name="android.permission.INTERNET" />
    <uses-permission android:name="android.permission.ACCESS_FINE_LOCATION" />
    <uses-permission android:name="android.permission.POST_NOTIFICATIONS" />
    <application
      android:name=".MainApplication"
      android:label="@string/app_name"
      android:icon="@mipmap/ic_launcher"
      android:allowBackup="false"
      android:theme="@style/AppTheme">
      <meta-data android:name="com.google.android.geo.API_KEY" android:value="\${MAPS_API_KEY}" />
      <meta-data android:name="com.facebook.sdk.ApplicationId" android:value="@string/facebook_app_id" />
      <meta-data android:name="com.facebook.sdk.ClientToken" android:value="@string/facebook_client_token" />
      <meta-data android:name="io.branch.sdk.BranchKey" android:value="${branchKey}" />
      <meta-data android:name="com.datadog.android.CLIENT_TOKEN" android:value="${ddClient}" />
      <meta-data android:name="onesignal_app_id" android:value="\${onesignal_app_id}" />
      <activity android:name=".MainActivity" android:exported="true" android:launchMode="singleTask">
        <intent-filter>
          <action android:name="android.intent.action.MAIN" />
          <category android:name="android.intent.category.LAUNCHER" />
        </intent-filter>
      </activity>
    </application>
</manifest>
`);
  file(`${d}/android/app/src/main/res/values/strings.xml`, `<resources>
    <string name="app_name">Tidewater ${app.name}</string>
    <string name="facebook_app_id">${fbAppId}</string>
    <string name="fb_login_protocol_scheme">fb${fbAppId}</string>
    <string name="facebook_client_token">@null</string>
    <string name="login_password_hint">Password</string>
    <string name="error_wrong_password">That password is not right. Try again or reset it.</string>
    <string name="api_key_missing">Maps API key missing: maps are disabled in this build.</string>
    ${L(0.35) ? `<string name="algolia_admin_key">${cred('token:algolia', V.algolia(), 'Algolia ADMIN key baked into Android strings.xml')}</string>` : `<string name="algolia_app_id">${algoliaAppId}</string>`}
</resources>
`);

  // ---------- iOS ----------
  const iosDir = `${d}/ios/${app.name}`;
  file(`${iosDir}/Info.plist`, `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDisplayName</key>
	<string>${app.name}</string>
	<key>CFBundleIdentifier</key>
	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
	<key>CFBundleShortVersionString</key>
	<string>$(MARKETING_VERSION)</string>
	<key>FacebookAppID</key>
	<string>${fbAppId}</string>
	<key>FacebookDisplayName</key>
	<string>Tidewater ${app.name}</string>
	<key>GMSApiKey</key>
	<string>$(GOOGLE_MAPS_API_KEY)</string>
	<key>branch_key</key>
	<dict>
		<key>live</key>
		<string>${branchKey}</string>
	</dict>
	<key>MBXAccessToken</key>
	<string>${mapboxPublic}</string>
	<key>OneSignal_app_id</key>
	<string>${oneSignalAppId}</string>
${L(0.45) ? `	<key>TWStripeSecretKey</key>
	<string>${cred('token:stripe', V.stripeSecret(), 'Stripe SECRET key in Info.plist (ships in the IPA)')}</string>
` : `	<key>TWStripePublishableKey</key>
	<string>${stripePk}</string>
`}	<key>NSLocationWhenInUseUsageDescription</key>
	<string>We use your location to find rides near you.</string>
	<key>NSFaceIDUsageDescription</key>
	<string>Use Face ID instead of your password.</string>
	<key>UIBackgroundModes</key>
	<array>
		<string>remote-notification</string>
		<string>location</string>
	</array>
</dict>
</plist>
`);
  file(`${iosDir}/GoogleService-Info.plist`, `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CLIENT_ID</key>
	<string>${projNum}-${from(LOW + DIG, 32)}.apps.googleusercontent.com</string>
	<key>REVERSED_CLIENT_ID</key>
	<string>com.googleusercontent.apps.${projNum}-${from(LOW + DIG, 32)}</string>
	<key>API_KEY</key>
	<string>${firebaseKeyIos}</string>
	<key>GCM_SENDER_ID</key>
	<string>${projNum}</string>
	<key>PLIST_VERSION</key>
	<string>1</string>
	<key>BUNDLE_ID</key>
	<string>${app.bundle}</string>
	<key>PROJECT_ID</key>
	<string>${project}</string>
	<key>STORAGE_BUCKET</key>
	<string>${project}.appspot.com</string>
	<key>IS_GCM_ENABLED</key>
	<true></true>
	<key>GOOGLE_APP_ID</key>
	<string>1:${projNum}:ios:${hex(22)}</string>
</dict>
</plist>
`);
  for (const conf of ['Debug', 'Release']) {
    const leakHere = conf === 'Release' && L(0.55);
    file(`${d}/ios/Config/${conf}.xcconfig`, `// ${conf}.xcconfig
#include "Pods/Target Support Files/Pods-${app.name}/Pods-${app.name}.${conf.toLowerCase()}.xcconfig"

PRODUCT_BUNDLE_IDENTIFIER = ${app.bundle}${conf === 'Debug' ? '.dev' : ''}
DEVELOPMENT_TEAM = ${team}
CODE_SIGN_STYLE = Manual
PROVISIONING_PROFILE_SPECIFIER = match AppStore ${app.bundle}
MARKETING_VERSION = 3.${int(20)}.0
API_BASE_URL = https:/$()/api${conf === 'Debug' ? '.staging' : ''}.tidewater.app
GOOGLE_MAPS_API_KEY = ${leakHere ? cred('google-api-key', V.googleApi(), 'Google Maps key in Release.xcconfig') : '$(inherited)'}
${conf === 'Release' && L(0.5) ? `SENTRY_AUTH_TOKEN = ${cred('token:sentry', V.sentryAuth(), 'Sentry auth token in Release.xcconfig (used by the dSYM upload phase)')}` : 'SENTRY_ORG = tidewater'}
OTHER_SWIFT_FLAGS = $(inherited) -D ${conf.toUpperCase()}
`);
  }
  file(`${d}/ios/sentry.properties`, `defaults.url=https://sentry.io/
defaults.org=tidewater
defaults.project=${app.id}-ios
${L(0.6) ? `auth.token=${cred('token:sentry', V.sentryAuth(), 'Sentry auth token in ios/sentry.properties')}` : '# auth.token comes from SENTRY_AUTH_TOKEN in CI'}
cli.executable=../node_modules/@sentry/cli/bin/sentry-cli
`);
  file(`${iosDir}/AppDelegate.swift`, `import UIKit
import Firebase
import OneSignalFramework
import RevenueCat

@main
class AppDelegate: RCTAppDelegate {
  override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool {
    FirebaseApp.configure()
    OneSignal.initialize("${oneSignalAppId}", withLaunchOptions: launchOptions)
    Purchases.configure(withAPIKey: "${rcApple}")
${L(0.4) ? `    let pusherSecret = "${cred('token:pusher', V.pusherSecret(), 'Pusher app secret literal in AppDelegate.swift')}"
    PushBridge.shared.configure(key: "${hex(20)}", secret: pusherSecret, cluster: "eu")` : `    PushBridge.shared.configure(key: "${hex(20)}", cluster: "eu")`}
    self.moduleName = "${app.name}"
    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
  }
}
`);
  file(`${d}/ios/Podfile.lock`, `PODS:
  - Firebase/Messaging (10.24.0)
  - OneSignalXCFramework (5.2.0)
  - RevenueCat (4.41.1)
  - Sentry/HybridSDK (8.26.0)

SPEC CHECKSUMS:
  Firebase: ${sha1()}
  OneSignalXCFramework: ${sha1()}
  RevenueCat: ${sha1()}
  Sentry: ${sha1()}

PODFILE CHECKSUM: ${sha1()}

COCOAPODS: 1.15.2
`);

  // ---------- React Native (react-native-config .env files) ----------
  file(`${d}/.env.example`, `API_BASE_URL=https://api.staging.tidewater.app
SENTRY_DSN=
MIXPANEL_TOKEN=
AMPLITUDE_API_KEY=
STRIPE_PUBLISHABLE_KEY=pk_test_xxxxxxxxxxxxxxxxxxxxxxxx
GOOGLE_MAPS_API_KEY=<your maps key>
REVENUECAT_APPLE_KEY=appl_...
REVENUECAT_GOOGLE_KEY=goog_...
CODEPUSH_KEY=
`);
  file(`${d}/.env`, `API_BASE_URL=http://localhost:4000
SENTRY_DSN=${sentryDsn}
MIXPANEL_TOKEN=${mixpanelToken}
AMPLITUDE_API_KEY=${amplitudeKey}
STRIPE_PUBLISHABLE_KEY=${stripePk}
REVENUECAT_APPLE_KEY=${rcApple}
REVENUECAT_GOOGLE_KEY=${rcGoogle}
ALGOLIA_APP_ID=${algoliaAppId}
ALGOLIA_SEARCH_KEY=${algoliaSearch}
DATADOG_CLIENT_TOKEN=${ddClient}
${L(0.5) ? `MIXPANEL_API_SECRET=${cred('token:mixpanel', V.mixpanelSecret(), 'Mixpanel API secret (export API) in the app .env')}` : `# MIXPANEL_API_SECRET is server-only`}
`);
  for (const env of ['staging', 'production']) {
    file(`${d}/.env.${env}`, `API_BASE_URL=https://api${env === 'staging' ? '.staging' : ''}.tidewater.app
SENTRY_DSN=${V.sentryDsn()}
SENTRY_ENVIRONMENT=${env}
MIXPANEL_TOKEN=${hex(32)}
STRIPE_PUBLISHABLE_KEY=${V.stripePublishable()}
ONESIGNAL_APP_ID=${uuid()}
EXPO_PUBLIC_PROJECT_ID=${uuid()}
${env === 'production' && L(0.6) ? `ONESIGNAL_REST_API_KEY=${cred('token:onesignal', V.oneSignalRest(), 'OneSignal REST API key in .env.production (server credential)')}` : `FEATURE_FLAGS=${pick(['chat,tips', 'tips', 'chat,scheduled-rides'])}`}
${env === 'production' && L(0.5) ? `GOOGLE_MAPS_API_KEY=${cred('google-api-key', V.googleApi(), 'Google Maps key in .env.production')}` : `GOOGLE_MAPS_API_KEY=\${GOOGLE_MAPS_API_KEY}`}
${env === 'staging' && L(0.5) ? `CODEPUSH_ACCESS_KEY=${cred('token:codepush', hex(40), 'App Center access token in .env.staging (CodePush release)')}` : `CODEPUSH_DEPLOYMENT=${cap(env)}`}
`);
  }
  file(`${d}/app.json`, JSON.stringify({
    name: app.name, displayName: `Tidewater ${app.name}`,
    expo: {
      slug: `tidewater-${app.id}`, owner: 'tidewater',
      extra: { eas: { projectId: uuid() }, sentryDsn },
      ios: { bundleIdentifier: app.bundle, config: { googleMapsApiKey: '' }, googleServicesFile: './ios/GoogleService-Info.plist' },
      android: { package: app.bundle, googleServicesFile: './android/app/google-services.json' },
      updates: { url: `https://u.expo.dev/${uuid()}` },
    },
  }, null, 2));
  file(`${d}/eas.json`, `{
  "cli": { "version": ">= 7.8.0" },
  "build": {
    "production": {
      "env": {
        "APP_VARIANT": "production",
        ${L(0.4) ? `"SENTRY_AUTH_TOKEN": "${cred('token:sentry', V.sentryAuth(), 'Sentry auth token in eas.json build env')}"` : `"SENTRY_DISABLE_AUTO_UPLOAD": "false"`}
      }
    },
    "preview": { "distribution": "internal", "env": { "APP_VARIANT": "preview" } }
  },
  "submit": {
    "production": {
      "ios": { "appleId": "mobile-release@tidewater.app", "ascAppId": "${digits(10)}", "appleTeamId": "${team}" },
      "android": { "serviceAccountKeyPath": "./secrets/play-service-account.json", "track": "internal" }
    }
  }
}
`);
  file(`${d}/src/config.ts`, `import Config from 'react-native-config';

/** Runtime configuration. Only PUBLIC client identifiers belong here: every value ships in the bundle. */
export const config = {
  apiBaseUrl: Config.API_BASE_URL ?? 'https://api.tidewater.app',
  sentryDsn: Config.SENTRY_DSN,
  mixpanelToken: Config.MIXPANEL_TOKEN ?? '${mixpanelToken}',
  amplitudeApiKey: Config.AMPLITUDE_API_KEY ?? '${amplitudeKey}',
  algolia: { appId: '${algoliaAppId}', searchOnlyKey: Config.ALGOLIA_SEARCH_KEY ?? '${algoliaSearch}' },
  revenueCat: { ios: '${rcApple}', android: '${rcGoogle}' },
  stripePublishableKey: Config.STRIPE_PUBLISHABLE_KEY ?? '${stripePk}',
  ${L(0.5) ? `twilioAuthToken: '${cred('token:twilio', V.twilioToken(), 'Twilio auth token in the RN config (ships in the bundle)')}',` : `supportPhone: '+1 415 555 0100',`}
  ${L(0.4) ? `segmentServerKey: '${cred('token:segment', alnum(32), 'Segment server-side write key named as such in app config')}',` : `segmentWriteKey: Config.SEGMENT_WRITE_KEY,`}
  requestTimeoutMs: 15000,
};
`);
  file(`${d}/src/services/payments.ts`, `import { initStripe } from '@stripe/stripe-react-native';
import { config } from '../config';
import { api } from '../api/client';

export async function setUpPayments(): Promise<void> {
  await initStripe({ publishableKey: config.stripePublishableKey, merchantIdentifier: 'merchant.${app.bundle}', urlScheme: '${app.id}' });
}

export async function createPaymentSheet(rideId: string) {
  // The secret key never leaves the backend: the app asks the payments service for a client secret.
  const { clientSecret, ephemeralKey, customer } = await api.post(\`/v1/rides/\${rideId}/payment-sheet\`);
  return { clientSecret, ephemeralKey, customer };
}
${L(0.3) ? `
// TODO(release): remove before 3.0 — used to refund from the support screen
const STRIPE_REFUND_KEY = '${cred('token:stripe', V.stripeSecret(), 'Stripe restricted/secret key in app source')}';
export async function refund(chargeId: string) {
  return fetch('https://api.stripe.com/v1/refunds', { method: 'POST', headers: { Authorization: \`Bearer \${STRIPE_REFUND_KEY}\` }, body: \`charge=\${chargeId}\` });
}
` : ''}`);
  file(`${d}/src/api/client.ts`, `import axios from 'axios';
import * as Keychain from 'react-native-keychain';
import { config } from '../config';

export const api = axios.create({ baseURL: config.apiBaseUrl, timeout: config.requestTimeoutMs });

api.interceptors.request.use(async (req) => {
  const creds = await Keychain.getGenericPassword({ service: 'session' });
  if (creds) req.headers.Authorization = \`Bearer \${creds.password}\`;
  req.headers['X-Client-Version'] = '${2 + int(3)}.${int(20)}.${int(10)}';
  req.headers['X-Request-Id'] = '${uuid()}';
  return req;
});

export async function saveSession(token: string, refreshToken: string) {
  await Keychain.setGenericPassword('session', token, { service: 'session' });
  await Keychain.setGenericPassword('refresh', refreshToken, { service: 'refresh' });
}
`);
  file(`${d}/src/services/analytics.ts`, `import { Mixpanel } from 'mixpanel-react-native';
import { init as amplitudeInit } from '@amplitude/analytics-react-native';
import { config } from '../config';

const mixpanel = new Mixpanel(config.mixpanelToken, true);
export async function startAnalytics(userId?: string) {
  await mixpanel.init();
  amplitudeInit(config.amplitudeApiKey, userId);
}
${L(0.35) ? `
// server-side export for the in-app "your year in rides" screen
const AMPLITUDE_SECRET_KEY = '${cred('token:amplitude', V.amplitudeSecret(), 'Amplitude secret key (export API) in app source')}';
export const exportAuth = () => 'Basic ' + btoa(\`\${config.amplitudeApiKey}:\${AMPLITUDE_SECRET_KEY}\`);
` : ''}`);
  file(`${d}/__tests__/fixtures/session.ts`, `export const fakeSession = {
  accessToken: 'test-access-token',
  refreshToken: 'test-refresh-token',
  userId: '00000000-0000-0000-0000-000000000000',
  stripeCustomer: 'cus_TEST0000000000',
};
export const fakeConfig = {
  apiBaseUrl: 'http://localhost',
  mixpanelToken: '0123456789abcdef0123456789abcdef',
  stripePublishableKey: 'pk_test_000000000000000000000000',
  password: 'hunter2',
};
`);

  // ---------- fastlane ----------
  const ascKey = ascKeyId(), issuer = uuid();
  file(`${d}/fastlane/Appfile`, `app_identifier("${app.bundle}")
apple_id("mobile-release@tidewater.app")
itc_team_id("${digits(9)}")
team_id("${team}")

for_platform :android do
  json_key_file("fastlane/play-store-credentials.json")
  package_name("${app.bundle}")
end
`);
  const fastEnvLeak = L();
  file(`${d}/fastlane/.env`, `FASTLANE_USER=mobile-release@tidewater.app
FASTLANE_TEAM_ID=${team}
APP_STORE_CONNECT_API_KEY_KEY_ID=${ascKey}
APP_STORE_CONNECT_API_KEY_ISSUER_ID=${issuer}
${fastEnvLeak ? `FASTLANE_PASSWORD=${cred('password', password(), 'Apple ID password in fastlane/.env')}
FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=${cred('apple-app-specific-password', V.appSpecific(), 'Apple app-specific password in fastlane/.env')}
MATCH_PASSWORD=${cred('password', password(), 'fastlane match passphrase in fastlane/.env')}` : `FASTLANE_PASSWORD=
MATCH_PASSWORD=`}
${L(0.5) ? `MATCH_GIT_BASIC_AUTHORIZATION=${cred('basic-auth', enc('release-bot:' + V.ghp()), 'match git basic authorization (base64 user:token)')}` : 'MATCH_GIT_URL=git@github.com:tidewater/certificates.git'}
${L(0.5) ? `FIREBASE_TOKEN=${cred('token:firebase', V.firebaseCi(), 'firebase login:ci refresh token in fastlane/.env')}` : 'FIREBASE_APP_DISTRIBUTION_GROUPS=qa,design'}
SLACK_URL=${L(0.5) ? cred('webhook', V.slackHook(), 'Slack webhook in fastlane/.env') : 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX'}
`);
  file(`${d}/fastlane/.env.default`, `# Defaults for every lane; secrets come from the CI secret store.
FASTLANE_SKIP_UPDATE_CHECK=1
FASTLANE_HIDE_TIMESTAMP=1
MATCH_TYPE=appstore
MATCH_READONLY=true
APP_STORE_CONNECT_API_KEY_PATH=./fastlane/asc_api_key.json
SENTRY_ORG=tidewater
SENTRY_PROJECT=${app.id}-ios
`);
  const inlineAsc = L(0.5);
  file(`${d}/fastlane/Fastfile`, `default_platform(:ios)

platform :ios do
  before_all do
    setup_ci if ENV["CI"]
  end

  desc "Push a new beta build to TestFlight"
  lane :beta do
    api_key = app_store_connect_api_key(
      key_id: "${ascKey}",
      issuer_id: "${issuer}",
${inlineAsc ? `      key_content: "${cred('app-store-connect-key', p8().replace(/\n/g, '\\n'), 'App Store Connect .p8 key inline in Fastfile', '-----BEGIN PRIVATE KEY-----')}",` : `      key_content: ENV["APP_STORE_CONNECT_API_KEY_CONTENT"],`}
      is_key_content_base64: false,
      in_house: false
    )
    match(type: "appstore", api_key: api_key, readonly: is_ci)
    increment_build_number(xcodeproj: "${app.name}.xcodeproj")
    build_app(workspace: "${app.name}.xcworkspace", scheme: "${app.name}", export_method: "app-store")
    upload_to_testflight(api_key: api_key, skip_waiting_for_build_processing: true)
    sentry_debug_files_upload(auth_token: ${L(0.35) ? `"${cred('token:sentry', V.sentryAuth(), 'Sentry auth token literal in a Fastfile action')}"` : 'ENV["SENTRY_AUTH_TOKEN"]'}, org_slug: "tidewater", project_slug: "${app.id}-ios")
    slack(message: "${app.name} beta uploaded", slack_url: ENV["SLACK_URL"])
  end
end

platform :android do
  lane :internal do
    gradle(
      task: "bundle", build_type: "Release",
      properties: {
        "android.injected.signing.store.file" => ENV["KEYSTORE_PATH"],
        "android.injected.signing.store.password" => ${L(0.4) ? `"${cred('password', plainPassword(), 'keystore password literal in a Fastfile gradle call')}"` : 'ENV["KEYSTORE_PASSWORD"]'},
        "android.injected.signing.key.alias" => "${app.id}",
        "android.injected.signing.key.password" => ENV["KEY_PASSWORD"],
      }
    )
    upload_to_play_store(track: "internal", json_key_data: ENV["PLAY_STORE_JSON"])
  end
end
`);
  if (app.id === 'rider' || L(0.5)) {
    file(`${d}/fastlane/play-store-credentials.json`, serviceAccount(`tidewater-play-${hex(4)}`, 'play-publisher', true, 'Google Play publishing service-account key committed next to the Appfile'));
  }
  if (L(0.5)) {
    file(`${d}/fastlane/AuthKey_${ascKey}.p8`, cred('app-store-connect-key', p8(), 'App Store Connect API key file committed', '-----BEGIN PRIVATE KEY-----'));
  }
}

// =====================================================================================
// Node/TypeScript backend services
// =====================================================================================
const SERVICES = [
  { id: 'api-gateway', port: 4000, leak: 0.6 },
  { id: 'payments', port: 4010, leak: 0.7 },
  { id: 'notifications', port: 4020, leak: 0.7 },
  { id: 'dispatch', port: 4030, leak: 0.5 },
  { id: 'accounts', port: 4040, leak: 0.6 },
  { id: 'media', port: 4050, leak: 0.5 },
  { id: 'search-indexer', port: 4060, leak: 0.5 },
];
const dbUrl = (user, pass, host, db) => `postgres://${user}:${pass}@${host}:5432/${db}`;

for (const svc of SERVICES) {
  const d = `backend/${svc.id}`;
  const L = (p = svc.leak) => chance(p);
  const db = svc.id.replace(/-/g, '_');
  // .env.example (placeholders only)
  file(`${d}/.env.example`, `PORT=${svc.port}
DATABASE_URL=postgres://tidewater:password@localhost:5432/${db}
REDIS_URL=redis://localhost:6379/0
JWT_SECRET=change-me-in-production
SENTRY_DSN=
${svc.id === 'payments' ? 'STRIPE_SECRET_KEY=sk_test_...\nSTRIPE_WEBHOOK_SECRET=whsec_...\n' : ''}${svc.id === 'notifications' ? 'TWILIO_AUTH_TOKEN=your_auth_token\nSENDGRID_API_KEY=SG.xxxxxxxx.yyyyyyyy\nONESIGNAL_REST_API_KEY=<onesignal-rest-key>\n' : ''}`);
  // committed .env.development for some services
  if (L(0.7)) {
    const pg = plainPassword();
    file(`${d}/.env.development`, `PORT=${svc.port}
NODE_ENV=development
DATABASE_URL=${cred('database-url', dbUrl(db, pg, 'db.dev.tidewater.internal', db), 'Postgres URL with password in .env.development')}
REDIS_URL=redis://localhost:6379/${int(8)}
JWT_SECRET=${L() ? cred('jwt-secret', V.jwtSecret(), 'JWT signing secret in .env.development') : 'dev-only-not-secret'}
LOG_LEVEL=debug
REQUEST_ID_HEADER=x-request-id
`);
  }
  // config.ts
  file(`${d}/src/config.ts`, `import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().default(${svc.port}),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().default('redis://localhost:6379'),
  JWT_SECRET: z.string().min(32),
  SENTRY_DSN: z.string().optional(),
});

export const env = Env.parse(process.env);

export const jwt = {
  issuer: 'https://auth.tidewater.app',
  audience: '${svc.id}',
  secret: ${L(0.35) ? `process.env.JWT_SECRET ?? '${cred('jwt-secret', V.jwtSecret(), 'JWT secret as a literal fallback of an env read')}'` : 'env.JWT_SECRET'},
  expiresIn: '15m',
};
export const passwordPolicy = { minLength: 12, requireDigit: true, bcryptRounds: 12 };
`);
  file(`${d}/src/index.ts`, `import Fastify from 'fastify';
import * as Sentry from '@sentry/node';
import { env } from './config';
import { routes } from './routes/index.js';

Sentry.init({ dsn: env.SENTRY_DSN, tracesSampleRate: 0.1 });
const app = Fastify({ logger: { redact: ['req.headers.authorization', 'body.password', 'body.token'] } });
app.register(routes, { prefix: '/v1' });
app.get('/healthz', async () => ({ ok: true, service: '${svc.id}' }));
app.listen({ port: env.PORT, host: '0.0.0.0' });
`);
  file(`${d}/Dockerfile`, `FROM node:20.12-alpine@sha256:${sha256()} AS build
WORKDIR /app
COPY package.json yarn.lock ./
${L(0.4) ? `RUN echo "//npm.pkg.github.com/:_authToken=${cred('token:github', V.ghp(), 'GitHub Packages token echoed into .npmrc in a Dockerfile RUN')}" > .npmrc && yarn install --frozen-lockfile && rm .npmrc` : `RUN --mount=type=secret,id=npmrc,target=/app/.npmrc yarn install --frozen-lockfile`}
COPY . .
RUN yarn build

FROM node:20.12-alpine@sha256:${sha256()}
WORKDIR /app
ENV NODE_ENV=production PORT=${svc.port}
${L(0.3) ? `ENV SENTRY_AUTH_TOKEN=${cred('token:sentry', V.sentryAuth(), 'Sentry auth token in a Dockerfile ENV')}` : 'ARG SENTRY_RELEASE'}
COPY --from=build /app/dist ./dist
COPY --from=build /app/node_modules ./node_modules
USER node
CMD ["node", "dist/index.js"]
`);
  file(`${d}/test/fixtures.ts`, `export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-00';
export const TEST_DATABASE_URL = 'postgres://postgres:postgres@localhost:5432/${db}_test';
export const sampleUser = {
  id: '${uuid()}',
  email: 'ada@example.com',
  passwordHash: '${bcrypt()}',
};
export const sampleIdempotencyKey = '${uuid()}';
`);
}

// ---- service specific code ----
{
  const d = 'backend/payments';
  const leakStripe = chance(0.75);
  file(`${d}/src/stripe.ts`, `import Stripe from 'stripe';

export const stripe = new Stripe(${leakStripe ? `'${cred('token:stripe', V.stripeSecret(), 'Stripe secret key literal passed to the client')}'` : 'process.env.STRIPE_SECRET_KEY!'}, { apiVersion: '2024-04-10' });

export function verifyWebhook(payload: Buffer, signature: string) {
  const secret = ${chance(0.6) ? `'${cred('token:stripe-webhook', V.stripeWebhook(), 'Stripe webhook signing secret literal')}'` : 'process.env.STRIPE_WEBHOOK_SECRET!'};
  return stripe.webhooks.constructEvent(payload, signature, secret);
}
`);
  file(`${d}/src/braintree.ts`, `import braintree from 'braintree';

export const gateway = new braintree.BraintreeGateway({
  environment: braintree.Environment.Production,
  merchantId: '${from(LOW + DIG, 16)}',
  publicKey: '${from(LOW + DIG, 16)}',
  privateKey: ${chance(0.7) ? `'${cred('token:braintree', V.braintreePrivate(), 'Braintree private key literal')}'` : 'process.env.BRAINTREE_PRIVATE_KEY!'},
});
`);
  file(`${d}/src/paypal.ts`, `const PAYPAL_API = 'https://api-m.paypal.com';
const clientId = '${V.paypalClientId()}';
const clientSecret = ${chance(0.7) ? `'${cred('token:paypal', V.paypalSecret(), 'PayPal REST client secret literal')}'` : 'process.env.PAYPAL_CLIENT_SECRET ?? ""'};

export async function paypalToken(): Promise<string> {
  const res = await fetch(\`\${PAYPAL_API}/v1/oauth2/token\`, {
    method: 'POST',
    headers: { Authorization: 'Basic ' + Buffer.from(\`\${clientId}:\${clientSecret}\`).toString('base64') },
    body: 'grant_type=client_credentials',
  });
  return (await res.json()).access_token;
}
`);
  file(`${d}/src/revenuecat.ts`, `const RC_API = 'https://api.revenuecat.com/v1';
const RC_SECRET_KEY = ${chance(0.7) ? `'${cred('token:revenuecat', V.revenuecatSecret(), 'RevenueCat secret API key (sk_) in the backend')}'` : "process.env.REVENUECAT_SECRET_KEY ?? ''"};
const RC_PUBLIC_IOS = '${V.revenuecatPublic('appl')}'; // public SDK key, same as in the app

export async function subscriber(appUserId: string) {
  const res = await fetch(\`\${RC_API}/subscribers/\${encodeURIComponent(appUserId)}\`, { headers: { Authorization: \`Bearer \${RC_SECRET_KEY}\`, 'X-Platform': 'ios' } });
  return res.json();
}
export { RC_PUBLIC_IOS };
`);
  file(`${d}/test/webhook.test.ts`, `import { verifyWebhook } from '../src/stripe';

const FAKE_SECRET = 'whsec_test_0000000000000000000000000000';
const SIGNATURE_HEADER = 't=1700000000,v1=${sha256()}';

test('rejects a tampered payload', () => {
  process.env.STRIPE_WEBHOOK_SECRET = FAKE_SECRET;
  expect(() => verifyWebhook(Buffer.from('{}'), SIGNATURE_HEADER)).toThrow();
});
`);
}
{
  const d = 'backend/notifications';
  const sid = V.twilioSid();
  file(`${d}/src/sms.ts`, `import twilio from 'twilio';

const accountSid = '${sid}';
${chance(0.7) ? `const authToken = '${cred('token:twilio', V.twilioToken(), 'Twilio auth token literal next to the account SID')}';` : "const authToken = process.env.TWILIO_AUTH_TOKEN ?? '';"}
export const sms = twilio(accountSid, authToken);
${chance(0.5) ? `export const smsViaApiKey = twilio('${V.twilioApiKeySid()}', '${cred('token:twilio', V.twilioApiSecret(), 'Twilio API key secret as the second argument of twilio()')}', { accountSid });` : ''}
export const sendCode = (to: string, code: string) => sms.messages.create({ to, from: '+14155550123', body: \`Your Tidewater code is \${code}\` });
`);
  file(`${d}/src/email.ts`, `import sgMail from '@sendgrid/mail';
import formData from 'form-data';
import Mailgun from 'mailgun.js';

sgMail.setApiKey(${chance(0.7) ? `'${cred('token:sendgrid', V.sendgrid(), 'SendGrid key literal in setApiKey')}'` : "process.env.SENDGRID_API_KEY ?? ''"});
const mailgun = new Mailgun(formData).client({ username: 'api', key: ${chance(0.5) ? `'${cred('token:mailgun', V.mailgun(), 'Mailgun key literal')}'` : "process.env.MAILGUN_API_KEY ?? ''"}, url: 'https://api.eu.mailgun.net' });
export const POSTMARK_SERVER_TOKEN = ${chance(0.5) ? `'${cred('token:postmark', V.postmark(), 'Postmark server token (a UUID) named as a token')}'` : "process.env.POSTMARK_SERVER_TOKEN ?? ''"};
export const UNSUBSCRIBE_GROUP = ${int(90000) + 10000};
export const TEMPLATE_IDS = { receipt: 'd-${hex(32)}', welcome: 'd-${hex(32)}' };
export { mailgun };
`);
  file(`${d}/src/push.ts`, `import admin from 'firebase-admin';
import apn from '@parse/node-apn';

admin.initializeApp({ credential: admin.credential.applicationDefault() });

const FCM_LEGACY_KEY = ${chance(0.7) ? `'${cred('token:fcm', V.fcmLegacy(), 'FCM legacy server key literal')}'` : "process.env.FCM_SERVER_KEY ?? ''"};

export const apnsProvider = new apn.Provider({
  token: {
    key: ${chance(0.5) ? `\`${cred('apns-key', p8(), 'APNs .p8 signing key inline in a template literal', '-----BEGIN PRIVATE KEY-----')}\`` : "process.env.APNS_KEY_PATH ?? './certs/apns.p8'"},
    keyId: '${ascKeyId()}',
    teamId: '${teamId()}',
  },
  production: true,
});

export async function legacySend(token: string, title: string) {
  return fetch('https://fcm.googleapis.com/fcm/send', { method: 'POST', headers: { Authorization: \`key=\${FCM_LEGACY_KEY}\`, 'Content-Type': 'application/json' }, body: JSON.stringify({ to: token, notification: { title } }) });
}
`);
  file(`${d}/src/onesignal.ts`, `import * as OneSignal from '@onesignal/node-onesignal';

const appId = '${uuid()}';
const configuration = OneSignal.createConfiguration({
  restApiKey: ${chance(0.6) ? `'${cred('token:onesignal', V.oneSignalRest(), 'OneSignal REST API key literal')}'` : "process.env.ONESIGNAL_REST_API_KEY ?? ''"},
});
export const onesignal = new OneSignal.DefaultApi(configuration);
export const notify = (ids: string[], text: string) => onesignal.createNotification({ app_id: appId, include_subscription_ids: ids, contents: { en: text } } as any);
`);
  file(`${d}/src/chat.ts`, `import { StreamChat } from 'stream-chat';
import SendBird from 'sendbird-platform-sdk';

export const stream = StreamChat.getInstance('${from(LOW + DIG, 12)}', ${chance(0.6) ? `'${cred('token:stream', V.streamSecret(), 'Stream Chat API secret as the second getInstance argument')}'` : 'process.env.STREAM_API_SECRET'});
export const sendbirdConfig = {
  appId: '${uuid().toUpperCase()}',
  apiToken: ${chance(0.5) ? `'${cred('token:sendbird', V.sendbird(), 'Sendbird master API token literal')}'` : 'process.env.SENDBIRD_API_TOKEN'},
};
export const VONAGE = { apiKey: '${hex(8)}', apiSecret: ${chance(0.5) ? `'${cred('token:vonage', V.vonageSecret(), 'Vonage API secret literal')}'` : "process.env.VONAGE_API_SECRET ?? ''"} };
`);
  file(`${d}/test/fixtures/apns-test-key.p8`, `-----BEGIN PRIVATE KEY-----
THIS-IS-NOT-A-REAL-KEY-IT-IS-A-PLACEHOLDER-FOR-UNIT-TESTS-ONLY
-----END PRIVATE KEY-----
`);
}
{
  const d = 'backend/accounts';
  file(`${d}/src/oauth.ts`, `export const google = {
  clientId: '${projectNumber()}-${from(LOW + DIG, 32)}.apps.googleusercontent.com',
  clientSecret: ${chance(0.7) ? `'${cred('client-secret', V.googleOAuthSecret(), 'Google OAuth client secret (GOCSPX-)')}'` : "process.env.GOOGLE_CLIENT_SECRET ?? ''"},
};
export const facebook = {
  appId: '${digits(15)}',
  appSecret: ${chance(0.6) ? `'${cred('client-secret', V.facebookSecret(), 'Facebook app secret literal')}'` : "process.env.FACEBOOK_APP_SECRET ?? ''"},
};
export const auth0 = {
  domain: 'tidewater.eu.auth0.com',
  clientId: '${alnum(32)}',
  clientSecret: ${chance(0.6) ? `'${cred('client-secret', V.auth0Secret(), 'Auth0 client secret literal')}'` : "process.env.AUTH0_CLIENT_SECRET ?? ''"},
};
export const apple = {
  teamId: '${teamId()}',
  keyId: '${ascKeyId()}',
  servicesId: 'com.tidewater.signin',
  privateKey: process.env.APPLE_SIGNIN_KEY ?? '',
};
`);
  file(`${d}/certs/sign-in-with-apple.p8`, chance(0.8) ? cred('private-key', p8(), 'Sign in with Apple key file committed', '-----BEGIN PRIVATE KEY-----') : '');
  file(`${d}/certs/jwt-public.pem`, publicKey());
  file(`${d}/certs/jwt-private.pem`, cred('private-key', rsaKey(), 'RS256 JWT signing key committed', '-----BEGIN RSA PRIVATE KEY-----'));
  file(`${d}/seeds/users.json`, JSON.stringify([
    { email: 'admin@tidewater.app', password_hash: bcrypt(), role: 'admin' },
    { email: 'support@tidewater.app', password_hash: bcrypt(), role: 'support' },
    { email: 'qa@tidewater.app', password_hash: bcrypt(), role: 'qa', api_key_sha256: sha256() },
  ], null, 2));
}
{
  const d = 'backend/search-indexer';
  file(`${d}/src/algolia.ts`, `import algoliasearch from 'algoliasearch';

const APP_ID = '${from(UP + DIG, 10)}';
// The admin key can write and delete indices: server only.
const ADMIN_KEY = ${chance(0.7) ? `'${cred('token:algolia', V.algolia(), 'Algolia admin API key literal in the indexer')}'` : "process.env.ALGOLIA_ADMIN_KEY ?? ''"};
export const SEARCH_ONLY_KEY = '${V.algolia()}';
export const admin = algoliasearch(APP_ID, ADMIN_KEY);
`);
}
{
  const d = 'backend/media';
  file(`${d}/src/storage.ts`, `import { v2 as cloudinary } from 'cloudinary';
import { BlobServiceClient } from '@azure/storage-blob';
import { S3Client } from '@aws-sdk/client-s3';

${chance(0.6) ? `cloudinary.config({ cloudinary_url: '${cred('url-credentials', V.cloudinary('tidewater'), 'Cloudinary URL with API secret')}' });` : 'cloudinary.config({ secure: true }); // reads CLOUDINARY_URL'}
export const blobs = BlobServiceClient.fromConnectionString(${chance(0.6) ? `'${cred('azure-storage-key', `DefaultEndpointsProtocol=https;AccountName=twmedia${hex(4)};AccountKey=${V.azureStorageKey()};EndpointSuffix=core.windows.net`, 'Azure storage connection string with AccountKey')}'` : "process.env.AZURE_STORAGE_CONNECTION_STRING ?? 'UseDevelopmentStorage=true'"});
export const s3 = new S3Client({
  region: 'eu-west-1',
${chance(0.5) ? `  credentials: {
    accessKeyId: '${cred('aws-access-key', V.awsId(), 'AWS key id in an S3Client literal')}',
    secretAccessKey: '${cred('aws-secret-key', V.awsSecret(), 'AWS secret in an S3Client literal')}',
  },` : '  // credentials from the pod role (IRSA)'}
});
export const MAPBOX_STATIC = '${V.mapboxPublic()}';
`);
}
{
  const d = 'backend/dispatch';
  file(`${d}/src/maps.ts`, `import { Client } from '@googlemaps/google-maps-services-js';

const maps = new Client({});
const key = ${chance(0.65) ? `'${cred('google-api-key', V.googleApi(), 'Google Maps server key in the backend')}'` : "process.env.GOOGLE_MAPS_SERVER_KEY ?? ''"};
export const eta = (origin: string, destination: string) => maps.distancematrix({ params: { origins: [origin], destinations: [destination], key } });
`);
  file(`${d}/src/realtime.ts`, `import Pusher from 'pusher';

export const pusher = new Pusher({
  appId: '${digits(7)}',
  key: '${hex(20)}',
  secret: ${chance(0.6) ? `'${cred('token:pusher', V.pusherSecret(), 'Pusher app secret in the backend')}'` : 'process.env.PUSHER_SECRET!'},
  cluster: 'eu',
  useTLS: true,
});
`);
}
{
  const d = 'backend/api-gateway';
  file(`${d}/src/observability.ts`, `import tracer from 'dd-trace';
import { client, v1 } from '@datadog/datadog-api-client';

tracer.init({ service: 'api-gateway', env: process.env.DD_ENV });
const configuration = client.createConfiguration({
  authMethods: {
    apiKeyAuth: ${chance(0.6) ? `'${cred('token:datadog', V.datadogApi(), 'Datadog API key in authMethods')}'` : 'process.env.DD_API_KEY'},
    appKeyAuth: ${chance(0.5) ? `'${cred('token:datadog', V.datadogApp(), 'Datadog application key in authMethods')}'` : 'process.env.DD_APP_KEY'},
  },
});
export const events = new v1.EventsApi(configuration);
export const NEW_RELIC_LICENSE = ${chance(0.5) ? `'${cred('token:newrelic', V.newRelicLicense(), 'New Relic ingest license key literal')}'` : 'process.env.NEW_RELIC_LICENSE_KEY'};
`);
  file(`${d}/src/rate-limit.ts`, `export const limits = {
  anonymous: { points: 60, duration: 60 },
  authenticated: { points: 600, duration: 60 },
  partnerKeys: new Map([
    // partner ids are public; their keys are hashed (sha256) in the table, never stored here
    ['${uuid()}', '${sha256()}'],
    ['${uuid()}', '${sha256()}'],
  ]),
};
`);
}

// =====================================================================================
// Ruby services (Rails): billing and admin
// =====================================================================================
for (const [svc, p] of [['billing', 0.7], ['admin', 0.55]]) {
  const d = `services/${svc}`;
  const L = (q = p) => chance(q);
  file(`${d}/config/database.yml`, `default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: ${svc}_development
  username: ${svc}
  password: ${svc}

test:
  <<: *default
  database: ${svc}_test

production:
  <<: *default
  host: ${svc}-db.prod.tidewater.internal
  database: ${svc}_production
  username: ${svc}_app
  password: ${L() ? cred('password', password().replace(/[#'"]/g, '_'), 'production database password in database.yml') : `<%= ENV["${svc.toUpperCase()}_DATABASE_PASSWORD"] %>`}
`);
  file(`${d}/config/initializers/payments.rb`, `Stripe.api_key = ${L() ? `"${cred('token:stripe', V.stripeSecret(), 'Stripe.api_key literal in a Rails initializer')}"` : 'ENV.fetch("STRIPE_SECRET_KEY")'}
Stripe.api_version = "2024-04-10"

Braintree::Configuration.environment = :production
Braintree::Configuration.merchant_id = "${from(LOW + DIG, 16)}"
Braintree::Configuration.public_key = "${from(LOW + DIG, 16)}"
Braintree::Configuration.private_key = ${L(0.5) ? `"${cred('token:braintree', V.braintreePrivate(), 'Braintree private_key in a Rails initializer')}"` : 'Rails.application.credentials.dig(:braintree, :private_key)'}
`);
  file(`${d}/config/initializers/sidekiq.rb`, `Sidekiq.configure_server do |config|
  config.redis = { url: ${L(0.5) ? `"${cred('database-url', `redis://:${plainPassword()}@${svc}-redis.prod.tidewater.internal:6379/1`, 'Redis URL with password in the Sidekiq initializer')}"` : 'ENV.fetch("REDIS_URL", "redis://localhost:6379/1")'} }
end
Sidekiq.configure_client do |config|
  config.redis = { url: ENV.fetch("REDIS_URL", "redis://localhost:6379/1") }
end
`);
  file(`${d}/config/initializers/slack.rb`, `Slack.configure do |config|
  config.token = ${L(0.5) ? `"${cred('token:slack', V.slackBot(), 'Slack bot token in a Rails initializer')}"` : 'ENV["SLACK_BOT_TOKEN"]'}
end
ALERTS_WEBHOOK = ENV.fetch("SLACK_ALERTS_WEBHOOK", nil)
`);
  file(`${d}/config/secrets.yml`, `development:
  secret_key_base: <%= ENV.fetch("SECRET_KEY_BASE_DEV", "dev") %>
test:
  secret_key_base: test_secret_key_base_not_used_anywhere_else
production:
  secret_key_base: ${L(0.6) ? cred('rails-secret-key-base', V.railsSecretBase(), 'Rails secret_key_base for production in secrets.yml') : '<%= ENV["SECRET_KEY_BASE"] %>'}
`);
  file(`${d}/config/storage.yml`, `local:
  service: Disk
  root: <%= Rails.root.join("storage") %>

amazon:
  service: S3
  region: eu-west-1
  bucket: tidewater-${svc}-uploads
${L(0.5) ? `  access_key_id: ${cred('aws-access-key', V.awsId(), 'AWS key id in ActiveStorage storage.yml')}
  secret_access_key: ${cred('aws-secret-key', V.awsSecret(), 'AWS secret in ActiveStorage storage.yml')}` : `  access_key_id: <%= Rails.application.credentials.dig(:aws, :access_key_id) %>
  secret_access_key: <%= Rails.application.credentials.dig(:aws, :secret_access_key) %>`}
`);
  file(`${d}/config/credentials.yml.enc`, b64(300) + '--' + b64(16) + '--' + b64(22) + '==');
  file(`${d}/app/services/receipt_mailer_service.rb`, `class ReceiptMailerService
  POSTMARK_TOKEN = ${L(0.45) ? `"${cred('token:postmark', V.postmark(), 'Postmark server token constant')}"` : 'ENV.fetch("POSTMARK_API_TOKEN")'}
  TEMPLATE_ALIAS = "receipt-v3"

  def initialize(client: Postmark::ApiClient.new(POSTMARK_TOKEN))
    @client = client
  end

  def deliver(order)
    @client.deliver_with_template(from: "receipts@tidewater.app", to: order.email, template_alias: TEMPLATE_ALIAS, template_model: order.to_receipt)
  end
end
`);
  file(`${d}/spec/fixtures/webhooks.yml`, `stripe_event:
  id: evt_1PB0000000000000000000
  secret: whsec_test_secret
  signature: "t=1714000000,v1=${sha256()}"
paypal_event:
  id: WH-${from(UP + DIG, 17)}
  transmission_sig: "${b64(172)}=="
`);
  file(`${d}/Gemfile`, `source "https://rubygems.org"
ruby "3.3.1"
gem "rails", "~> 7.1.3"
gem "pg", "~> 1.5"
gem "sidekiq", "~> 7.2"
gem "stripe", "~> 11.2"
gem "braintree", "~> 4.20"
gem "postmark-rails", "~> 0.22"
gem "slack-ruby-client"
`);
}

// =====================================================================================
// Go services: geo and ws-gateway
// =====================================================================================
for (const [svc, p] of [['geo', 0.65], ['ws-gateway', 0.6]]) {
  const d = `services/${svc}`;
  const L = (q = p) => chance(q);
  const pg = plainPassword();
  file(`${d}/internal/config/config.go`, `package config

import (
	"os"
	"time"
)

type Config struct {
	DatabaseURL  string
	RedisAddr    string
	JWTSecret    []byte
	ReadTimeout  time.Duration
	MapboxToken  string
}

const defaultDSN = ${L() ? `"${cred('database-url', `postgres://${svc.replace('-', '_')}:${pg}@pg.prod.tidewater.internal:5432/${svc.replace('-', '_')}?sslmode=require`, 'Postgres DSN with password as a Go const')}"` : `"postgres://localhost:5432/${svc.replace('-', '_')}?sslmode=disable"`}

func Load() Config {
	dsn := os.Getenv("DATABASE_URL")
	if dsn == "" {
		dsn = defaultDSN
	}
	return Config{
		DatabaseURL: dsn,
		RedisAddr:   getenv("REDIS_ADDR", "localhost:6379"),
		JWTSecret:   []byte(${L(0.5) ? `"${cred('jwt-secret', V.jwtSecret(), 'JWT secret literal in a Go []byte conversion')}"` : 'os.Getenv("JWT_SECRET")'}),
		ReadTimeout: 5 * time.Second,
		MapboxToken: ${L(0.4) ? `"${cred('token:mapbox', V.mapboxSecret(), 'Mapbox secret token in Go config')}"` : 'os.Getenv("MAPBOX_TOKEN")'},
	}
}

func getenv(k, def string) string {
	if v, ok := os.LookupEnv(k); ok {
		return v
	}
	return def
}
`);
  file(`${d}/main.go`, `package main

import (
	"log"
	"net/http"

	"github.com/tidewater/${svc}/internal/config"
	"github.com/getsentry/sentry-go"
)

const sentryDSN = "${V.sentryDsn()}"
const buildCommit = "${sha1()}"

func main() {
	cfg := config.Load()
	if err := sentry.Init(sentry.ClientOptions{Dsn: sentryDSN, Release: buildCommit}); err != nil {
		log.Fatal(err)
	}
	srv := &http.Server{Addr: ":8080", ReadTimeout: cfg.ReadTimeout}
	log.Fatal(srv.ListenAndServe())
}
`);
  file(`${d}/config.yaml`, `server:
  addr: ":8080"
redis:
  addr: ${svc}-redis:6379
  password: ${L(0.5) ? cred('password', plainPassword(), 'Redis password in a Go service config.yaml') : '""'}
nats:
  url: nats://nats:4222
  token: ${L(0.5) ? cred('password', alnum(32), 'NATS token in config.yaml') : '${NATS_TOKEN}'}
tracing:
  endpoint: otel-collector:4317
`);
  file(`${d}/go.sum`, Array.from({ length: 8 }, (_, i) => `github.com/${pick(['redis', 'nats-io', 'getsentry', 'jackc', 'golang-jwt'])}/${pick(['go-redis', 'nats.go', 'sentry-go', 'pgx', 'jwt'])} v${1 + i % 4}.${int(20)}.${int(9)} h1:${b64(43)}=`).join('\n'));
  file(`${d}/Dockerfile`, `FROM golang:1.22-alpine AS build
WORKDIR /src
ENV GOPRIVATE=github.com/tidewater/*
${L(0.4) ? `RUN git config --global url."https://x-access-token:${cred('token:github', V.ghp(), 'GitHub token in a git insteadOf URL in a Dockerfile')}@github.com/".insteadOf "https://github.com/"` : `RUN --mount=type=secret,id=gh_token git config --global url."https://x-access-token:$(cat /run/secrets/gh_token)@github.com/".insteadOf "https://github.com/"`}
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -o /out/${svc} .

FROM gcr.io/distroless/static:nonroot
COPY --from=build /out/${svc} /${svc}
ENTRYPOINT ["/${svc}"]
`);
  file(`${d}/internal/auth/auth_test.go`, `package auth

import "testing"

const testSecret = "test-secret-do-not-use"
const sampleToken = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"

func TestVerify(t *testing.T) {
	if _, err := Verify(sampleToken, []byte(testSecret)); err == nil {
		t.Fatal("expected a signature error")
	}
}
`);
}

// =====================================================================================
// Terraform: modules and environments with provider blocks
// =====================================================================================
const MODULES = ['network', 'database', 'cache', 'buckets', 'dns', 'monitoring', 'firebase'];
for (const m of MODULES) {
  file(`infra/terraform/modules/${m}/variables.tf`, `variable "environment" {
  type = string
}
variable "name_prefix" {
  type    = string
  default = "tidewater"
}
${m === 'database' ? `variable "master_password" {
  type      = string
  sensitive = true
${chance(0.5) ? `  default   = "${cred('password', plainPassword(), 'Terraform variable default for the database master password')}"` : '  # no default: set TF_VAR_master_password'}
}
` : ''}${m === 'cache' ? `variable "auth_token" {
  type      = string
  sensitive = true
}
` : ''}${m === 'monitoring' ? `variable "pagerduty_integration_key" {
  type    = string
  default = ""
}
` : ''}`);
  file(`infra/terraform/modules/${m}/main.tf`, m === 'database' ? `resource "aws_db_instance" "main" {
  identifier          = "\${var.name_prefix}-\${var.environment}"
  engine              = "postgres"
  engine_version      = "16.2"
  instance_class      = "db.r6g.large"
  username            = "tidewater"
  password            = var.master_password
  storage_encrypted   = true
  skip_final_snapshot = false
}

resource "random_password" "app" {
  length  = 32
  special = false
}
` : m === 'firebase' ? `resource "google_firebase_android_app" "rider" {
  provider     = google-beta
  project      = var.project
  display_name = "Rider"
  package_name = "com.tidewater.rider"
  sha256_hashes = ["${sha256()}"]
}

resource "google_firebase_apple_app" "rider" {
  provider     = google-beta
  project      = var.project
  display_name = "Rider iOS"
  bundle_id    = "com.tidewater.rider"
  team_id      = "${teamId()}"
}
` : m === 'cache' ? `resource "aws_elasticache_replication_group" "main" {
  replication_group_id       = "\${var.name_prefix}-\${var.environment}"
  description                = "sessions and queues"
  node_type                  = "cache.t4g.medium"
  transit_encryption_enabled = true
  auth_token                 = var.auth_token
}
` : `# ${m} module for \${var.environment}
resource "aws_ssm_parameter" "${m}_marker" {
  name  = "/\${var.name_prefix}/\${var.environment}/${m}/version"
  type  = "String"
  value = "${int(9)}.${int(20)}.0"
}
`);
}
const ENVS = [['dev', 0.6], ['staging', 0.6], ['prod', 0.5]];
for (const [env, p] of ENVS) {
  const d = `infra/terraform/envs/${env}`;
  const L = (q = p) => chance(q);
  file(`${d}/providers.tf`, `terraform {
  required_providers {
    aws        = { source = "hashicorp/aws", version = "~> 5.50" }
    google     = { source = "hashicorp/google", version = "~> 5.30" }
    cloudflare = { source = "cloudflare/cloudflare", version = "~> 4.33" }
    datadog    = { source = "DataDog/datadog", version = "~> 3.39" }
    github     = { source = "integrations/github", version = "~> 6.2" }
  }
}

provider "aws" {
  region     = "eu-west-1"
${L() ? `  access_key = "${cred('aws-access-key', V.awsId(), 'access_key in a Terraform aws provider block')}"
  secret_key = "${cred('aws-secret-key', V.awsSecret(), 'secret_key in a Terraform aws provider block')}"` : `  profile    = "tidewater-${env}"`}
  default_tags { tags = { environment = "${env}", owner = "mobile-platform" } }
}

provider "google" {
  project     = "tidewater-${env}"
  region      = "europe-west1"
  credentials = file("\${path.module}/../../../secrets/gcp-${env}.json")
}

provider "cloudflare" {
  api_token = ${L(0.5) ? `"${cred('token:cloudflare', V.cloudflare(), 'Cloudflare API token in a provider block')}"` : 'var.cloudflare_api_token'}
}

provider "datadog" {
  api_key = ${L(0.5) ? `"${cred('token:datadog', V.datadogApi(), 'Datadog api_key in a provider block')}"` : 'var.datadog_api_key'}
  app_key = ${L(0.5) ? `"${cred('token:datadog', V.datadogApp(), 'Datadog app_key in a provider block')}"` : 'var.datadog_app_key'}
  api_url = "https://api.datadoghq.eu/"
}

provider "github" {
  owner = "tidewater"
  token = ${L(0.4) ? `"${cred('token:github', V.ghp(), 'GitHub token in a provider block')}"` : 'var.github_token'}
}
`);
  file(`${d}/backend.tf`, `terraform {
  backend "s3" {
    bucket         = "tidewater-terraform-state"
    key            = "mobile/${env}/terraform.tfstate"
    region         = "eu-west-1"
    dynamodb_table = "terraform-locks"
    encrypt        = true
    kms_key_id     = "arn:aws:kms:eu-west-1:${digits(12)}:key/${uuid()}"
  }
}
`);
  file(`${d}/main.tf`, `module "network" {
  source      = "../../modules/network"
  environment = "${env}"
}

module "database" {
  source          = "../../modules/database"
  environment     = "${env}"
  master_password = ${L(0.4) ? `"${cred('password', plainPassword(), 'database master password passed literally to a module')}"` : 'data.aws_secretsmanager_secret_version.db.secret_string'}
}

module "cache" {
  source      = "../../modules/cache"
  environment = "${env}"
  auth_token  = random_password.redis.result
}

resource "random_password" "redis" {
  length  = 48
  special = false
}

resource "aws_secretsmanager_secret_version" "stripe" {
  secret_id     = aws_secretsmanager_secret.stripe.id
  secret_string = ${L(0.35) ? `"${cred('token:stripe', V.stripeSecret(), 'Stripe key as a literal secret_string')}"` : 'var.stripe_secret_key'}
}

resource "aws_iam_access_key" "ci" {
  user    = aws_iam_user.ci.name
  pgp_key = "keybase:tidewater_ops"
}
`);
  file(`${d}/terraform.tfvars`, `environment             = "${env}"
cloudflare_zone_id      = "${hex(32)}"
datadog_api_key         = ${L(0.5) ? `"${cred('token:datadog', V.datadogApi(), 'Datadog API key in terraform.tfvars')}"` : '"" # set TF_VAR_datadog_api_key'}
pagerduty_service_id    = "P${from(UP + DIG, 6)}"
${L(0.45) ? `pagerduty_integration_key = "${cred('token:pagerduty', hex(32), 'PagerDuty integration (routing) key in tfvars')}"` : 'alert_email = "mobile-oncall@tidewater.app"'}
certificate_arn         = "arn:aws:acm:us-east-1:${digits(12)}:certificate/${uuid()}"
`);
}
file('infra/terraform/.terraform.lock.hcl', `# This file is maintained automatically by "terraform init".
provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.50.0"
  constraints = "~> 5.50"
  hashes = [
    "h1:${b64(43)}=",
    "zh:${sha256()}",
    "zh:${sha256()}",
  ]
}
`);

// =====================================================================================
// Terragrunt
// =====================================================================================
file('infra/terragrunt/terragrunt.hcl', `remote_state {
  backend = "s3"
  config = {
    bucket  = "tidewater-terragrunt-state"
    key     = "\${path_relative_to_include()}/terraform.tfstate"
    region  = "eu-west-1"
    encrypt = true
  }
}

generate "provider" {
  path      = "provider.tf"
  if_exists = "overwrite_terragrunt"
  contents  = <<EOF
provider "aws" {
  region = "eu-west-1"
${chance(0.6) ? `  access_key = "${cred('aws-access-key', V.awsId(), 'access_key in a provider block generated by Terragrunt (heredoc)')}"
  secret_key = "${cred('aws-secret-key', V.awsSecret(), 'secret_key in a provider block generated by Terragrunt (heredoc)')}"` : '  assume_role { role_arn = "arn:aws:iam::${get_aws_account_id()}:role/terragrunt" }'}
}
EOF
}
`);
for (const [env, p] of ENVS) {
  for (const comp of ['rds', 'redis', 'mq', 'cdn']) {
    const L = (q = p) => chance(q);
    const inputs = {
      rds: () => `  instance_class  = "db.t4g.medium"
  master_username = "tidewater"
  master_password = ${L(0.5) ? `"${cred('password', plainPassword(), 'master_password in Terragrunt inputs')}"` : 'get_env("TG_RDS_PASSWORD")'}`,
      redis: () => `  node_type  = "cache.t4g.small"
  auth_token = ${L(0.4) ? `"${cred('password', alnum(40), 'Redis auth_token in Terragrunt inputs')}"` : 'dependency.secrets.outputs.redis_auth_token'}`,
      mq: () => `  engine_type = "RabbitMQ"
  users = [{
    username = "dispatch"
    password = ${L(0.5) ? `"${cred('password', plainPassword(), 'RabbitMQ user password in Terragrunt inputs')}"` : 'sops_decrypt_file("secrets.enc.yaml")'}
  }]`,
      cdn: () => `  origin_domain = "media.${env}.tidewater.app"
  price_class   = "PriceClass_100"
  waf_acl_id    = "${uuid()}"`,
    }[comp]();
    file(`infra/terragrunt/${env}/${comp}/terragrunt.hcl`, `include "root" {
  path = find_in_parent_folders()
}

terraform {
  source = "git::git@github.com:tidewater/terraform-modules.git//${comp}?ref=v${1 + int(3)}.${int(10)}.0"
}

inputs = {
  environment = "${env}"
${inputs}
}
`);
  }
}

// =====================================================================================
// Helm values for every backend service and the platform charts
// =====================================================================================
for (const svc of SERVICES) {
  const L = (q = svc.leak * 0.7) => chance(q);
  const envLines = [];
  if (L()) envLines.push(`    - name: DATABASE_URL\n      value: "${cred('database-url', dbUrl(svc.id.replace(/-/g, '_'), plainPassword(), 'pg.prod.tidewater.internal', svc.id.replace(/-/g, '_')), 'DATABASE_URL with password as a Helm env value')}"`);
  else envLines.push(`    - name: DATABASE_URL\n      valueFrom:\n        secretKeyRef: { name: ${svc.id}-db, key: url }`);
  if (L(0.4)) envLines.push(`    - name: JWT_SECRET\n      value: "${cred('jwt-secret', V.jwtSecret(), 'JWT_SECRET as a Helm env value (name/value on two lines)')}"`);
  envLines.push(`    - name: SENTRY_DSN\n      value: "${V.sentryDsn()}"`);
  envLines.push(`    - name: DD_TRACE_SAMPLE_RATE\n      value: "0.2"`);
  file(`deploy/helm/${svc.id}/values.yaml`, `image:
  repository: ghcr.io/tidewater/${svc.id}
  tag: "${sha1().slice(0, 12)}"
  digest: sha256:${sha256()}
replicaCount: ${2 + int(4)}
service:
  port: ${svc.port}
podAnnotations:
  checksum/config: ${sha256()}
env:
${envLines.join('\n')}
resources:
  requests: { cpu: 200m, memory: 256Mi }
`);
  file(`deploy/helm/${svc.id}/values-staging.yaml`, `replicaCount: 1
ingress:
  host: ${svc.id}.staging.tidewater.app
secrets:
  ${L(0.5) ? `sentryAuthToken: ${cred('token:sentry', V.sentryAuth(), 'Sentry auth token under secrets: in Helm values')}` : 'existingSecret: ' + svc.id + '-staging'}
`);
}
file('deploy/helm/platform/postgresql-values.yaml', `auth:
  username: tidewater
  database: tidewater
  ${chance(0.6) ? `password: "${cred('password', password().replace(/"/g, ''), 'bitnami postgresql auth.password')}"
  postgresPassword: "${cred('password', password().replace(/"/g, ''), 'bitnami postgresql auth.postgresPassword')}"` : `existingSecret: postgresql-auth
  secretKeys:
    adminPasswordKey: postgres-password
    userPasswordKey: password`}
primary:
  persistence:
    size: 100Gi
`);
file('deploy/helm/platform/redis-values.yaml', `architecture: replication
auth:
  enabled: true
  ${chance(0.6) ? `password: ${cred('password', plainPassword(), 'bitnami redis auth.password')}` : 'existingSecret: redis-auth'}
master:
  persistence:
    size: 8Gi
`);
file('deploy/helm/platform/grafana-values.yaml', `adminUser: admin
adminPassword: ${chance(0.6) ? cred('password', plainPassword(), 'Grafana adminPassword in chart values') : '""  # generated by the chart'}
grafana.ini:
  server:
    root_url: https://grafana.tidewater.app
  auth.google:
    enabled: true
    client_id: ${projectNumber()}-${from(LOW + DIG, 32)}.apps.googleusercontent.com
    client_secret: ${chance(0.6) ? cred('client-secret', V.googleOAuthSecret(), 'Grafana Google auth client_secret') : '$__env{GF_AUTH_GOOGLE_CLIENT_SECRET}'}
datasources:
  datasources.yaml:
    apiVersion: 1
    datasources:
      - name: Prometheus
        type: prometheus
        url: http://prometheus-server
`);
file('deploy/helm/platform/external-secrets.yaml', `apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: payments
spec:
  refreshInterval: 1h
  secretStoreRef: { name: aws-secrets-manager, kind: ClusterSecretStore }
  target: { name: payments }
  data:
    - secretKey: STRIPE_SECRET_KEY
      remoteRef: { key: prod/payments/stripe, property: secret_key }
    - secretKey: STRIPE_WEBHOOK_SECRET
      remoteRef: { key: prod/payments/stripe, property: webhook_secret }
`);
{
  const k = chance(0.5);
  file('deploy/k8s/notifications-secret.yaml', `apiVersion: v1
kind: Secret
metadata:
  name: notifications
type: Opaque
data:
  TWILIO_AUTH_TOKEN: ${cred('token:twilio', enc(V.twilioToken()), 'Twilio token base64 in a Kubernetes Secret data')}
  FCM_SERVER_KEY: ${cred('token:fcm', enc(V.fcmLegacy()), 'FCM server key base64 in a Kubernetes Secret data')}
stringData:
  ONESIGNAL_APP_ID: "${uuid()}"
  ${k ? `SENDGRID_API_KEY: "${cred('token:sendgrid', V.sendgrid(), 'SendGrid key in stringData')}"` : 'SENDGRID_FROM: "no-reply@tidewater.app"'}
`);
}
file('deploy/k8s/registry-pull-secret.yaml', `apiVersion: v1
kind: Secret
metadata:
  name: ghcr-pull
type: kubernetes.io/dockerconfigjson
data:
  .dockerconfigjson: ${cred('docker-config', enc(JSON.stringify({ auths: { 'ghcr.io': { auth: enc('tidewater-bot:' + V.ghp()) } } })), 'dockerconfigjson with a GitHub token (base64)')}
`);

// =====================================================================================
// CI: GitHub Actions and CircleCI
// =====================================================================================
const pinned = () => sha1();
file('.github/workflows/ios-release.yml', `name: iOS release
on:
  push:
    tags: ['v*']
jobs:
  testflight:
    runs-on: macos-14
    env:
      FASTLANE_USER: mobile-release@tidewater.app
      MATCH_PASSWORD: \${{ secrets.MATCH_PASSWORD }}
      APP_STORE_CONNECT_API_KEY_KEY_ID: ${ascKeyId()}
      APP_STORE_CONNECT_API_KEY_ISSUER_ID: ${uuid()}
      APP_STORE_CONNECT_API_KEY_CONTENT: \${{ secrets.ASC_KEY_P8 }}
      ${chance(0.6) ? `FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD: ${cred('apple-app-specific-password', V.appSpecific(), 'Apple app-specific password in workflow env')}` : 'FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD: ${{ secrets.ASP }}'}
    steps:
      - uses: actions/checkout@${pinned()} # v4.1.6
      - uses: ruby/setup-ruby@${pinned()} # v1.176.0
        with: { bundler-cache: true, working-directory: apps/rider }
      - run: bundle exec fastlane ios beta
        working-directory: apps/rider
        env:
          SENTRY_AUTH_TOKEN: \${{ secrets.SENTRY_AUTH_TOKEN }}
`);
file('.github/workflows/android-release.yml', `name: Android release
on:
  workflow_dispatch:
jobs:
  bundle:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${pinned()}
      - uses: actions/setup-java@${pinned()}
        with: { distribution: zulu, java-version: '17' }
      - name: Decode keystore
        run: echo "\${{ secrets.ANDROID_KEYSTORE_BASE64 }}" | base64 -d > apps/rider/android/app/release.jks
      - name: Build
        run: ./gradlew bundleRelease
        working-directory: apps/rider/android
        env:
          TW_UPLOAD_STORE_PASSWORD: \${{ secrets.ANDROID_STORE_PASSWORD }}
          ${chance(0.6) ? `TW_UPLOAD_KEY_PASSWORD: ${cred('password', plainPassword(), 'upload key password literal in a workflow env')}` : 'TW_UPLOAD_KEY_PASSWORD: ${{ secrets.ANDROID_KEY_PASSWORD }}'}
      - name: Upload to Play
        uses: r0adkll/upload-google-play@${pinned()}
        with:
          serviceAccountJsonPlainText: \${{ secrets.PLAY_SERVICE_ACCOUNT_JSON }}
          packageName: com.tidewater.rider
          releaseFiles: apps/rider/android/app/build/outputs/bundle/release/app-release.aab
          track: internal
`);
file('.github/workflows/backend-ci.yml', `name: backend
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: postgres
        ports: ['5432:5432']
    env:
      DATABASE_URL: postgres://postgres:postgres@localhost:5432/test
      JWT_SECRET: ci-only-jwt-secret-not-used-in-production
      CODECOV_TOKEN: ${chance(0.5) ? cred('token:codecov', V.codecov(), 'Codecov upload token (a UUID) in workflow env') : '${{ secrets.CODECOV_TOKEN }}'}
    steps:
      - uses: actions/checkout@${pinned()}
      - uses: actions/setup-node@${pinned()}
        with: { node-version: 20, cache: yarn }
      - run: yarn install --immutable
      - run: yarn test --coverage
      - uses: codecov/codecov-action@${pinned()}
  sonar:
    runs-on: ubuntu-latest
    steps:
      - uses: SonarSource/sonarcloud-github-action@${pinned()}
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
          SONAR_TOKEN: ${chance(0.5) ? cred('token:sonar', V.sonar(), 'SonarCloud token literal in a workflow') : '${{ secrets.SONAR_TOKEN }}'}
`);
file('.github/workflows/deploy.yml', `name: deploy
on:
  push:
    branches: [main]
permissions:
  id-token: write
  contents: read
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@${pinned()}
      - uses: aws-actions/configure-aws-credentials@${pinned()}
        with:
          role-to-assume: arn:aws:iam::${digits(12)}:role/github-deploy
          aws-region: eu-west-1
      - uses: docker/login-action@${pinned()}
        with:
          registry: docker.io
          username: tidewaterci
          password: ${chance(0.6) ? cred('token:dockerhub', V.dockerHub(), 'Docker Hub PAT as a login-action password') : '${{ secrets.DOCKERHUB_TOKEN }}'}
      - run: ./deploy/scripts/deploy.sh \${{ github.sha }}
      - name: Notify
        if: always()
        run: |
          curl -X POST -H 'Content-type: application/json' --data '{"text":"deploy \${{ job.status }}"}' ${chance(0.6) ? cred('webhook', V.slackHook(), 'Slack webhook in a workflow run step') : '"$SLACK_WEBHOOK"'}
`);
file('.github/workflows/eas-update.yml', `name: eas update
on:
  push:
    branches: [release/*]
jobs:
  update:
    runs-on: ubuntu-latest
    env:
      EXPO_TOKEN: ${chance(0.6) ? cred('token:expo', V.expoToken(), 'Expo access token in workflow env') : '${{ secrets.EXPO_TOKEN }}'}
    steps:
      - uses: actions/checkout@${pinned()}
      - uses: expo/expo-github-action@${pinned()}
        with: { eas-version: latest, token: \${{ env.EXPO_TOKEN }} }
      - run: eas update --auto --non-interactive
        working-directory: apps/courier
`);
file('.github/dependabot.yml', `version: 2
registries:
  github-npm:
    type: npm-registry
    url: https://npm.pkg.github.com
    token: \${{ secrets.DEPENDABOT_NPM_TOKEN }}
updates:
  - package-ecosystem: npm
    directory: "/"
    registries: [github-npm]
    schedule: { interval: weekly }
`);
{
  const ci = (p) => chance(p);
  file('.circleci/config.yml', `version: 2.1
orbs:
  node: circleci/node@5.2.0
  android: circleci/android@2.5.0
executors:
  mac:
    macos:
      xcode: 15.3.0
jobs:
  android-build:
    executor: android/android-machine
    environment:
      GRADLE_OPTS: -Xmx4g
      ${ci(0.6) ? `TW_UPLOAD_STORE_PASSWORD: ${cred('password', plainPassword(), 'keystore password in CircleCI job environment')}` : 'TW_UPLOAD_STORE_FILE: upload.keystore'}
    steps:
      - checkout
      - run: cd apps/courier/android && ./gradlew assembleRelease
  ios-build:
    executor: mac
    environment:
      FL_OUTPUT_DIR: output
      ${ci(0.6) ? `MATCH_PASSWORD: ${cred('password', password().replace(/[#"'\s]/g, 'q'), 'match password in CircleCI job environment')}` : 'MATCH_READONLY: "true"'}
    steps:
      - checkout
      - run: bundle exec fastlane ios beta
  publish-sourcemaps:
    docker:
      - image: cimg/node:20.12
        auth:
          username: tidewaterci
          password: ${ci(0.5) ? cred('token:dockerhub', V.dockerHub(), 'Docker Hub token as CircleCI image auth') : '$DOCKERHUB_PASSWORD'}
    steps:
      - checkout
      - run: npx @sentry/cli sourcemaps upload --auth-token ${ci(0.5) ? cred('token:sentry', V.sentryAuth(), 'Sentry auth token as a sentry-cli flag') : '"$SENTRY_AUTH_TOKEN"'} --org tidewater --project rider dist
workflows:
  mobile:
    jobs: [android-build, ios-build, publish-sourcemaps]
`);
}

// =====================================================================================
// docker compose for local development
// =====================================================================================
{
  const pg = plainPassword();
  file('docker-compose.yml', `services:
  postgres:
    image: postgres:16
    environment:
      POSTGRES_USER: tidewater
      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:-postgres}
    ports: ["5432:5432"]
  redis:
    image: redis:7
    command: ["redis-server", "--requirepass", "\${REDIS_PASSWORD:-redis}"]
  localstack:
    image: localstack/localstack:3.4
    environment:
      AWS_ACCESS_KEY_ID: test
      AWS_SECRET_ACCESS_KEY: test
  payments:
    build: ./backend/payments
    env_file: backend/payments/.env.example
    environment:
      DATABASE_URL: postgres://tidewater:\${POSTGRES_PASSWORD:-postgres}@postgres:5432/payments
`);
  file('docker-compose.staging.yml', `services:
  postgres:
    image: postgres:16
    environment:
      POSTGRES_USER: tidewater
      POSTGRES_PASSWORD: ${cred('password', pg, 'POSTGRES_PASSWORD literal in the staging compose file')}
  notifications:
    image: ghcr.io/tidewater/notifications:staging
    environment:
      - ONESIGNAL_APP_ID=${uuid()}
      - ${chance(0.6) ? `ONESIGNAL_REST_API_KEY=${cred('token:onesignal', V.oneSignalRest(), 'OneSignal REST key as a compose list env')}` : 'ONESIGNAL_REST_API_KEY'}
      - DATABASE_URL=postgres://tidewater:\${POSTGRES_PASSWORD}@postgres:5432/notifications
  mongo:
    image: mongo:7
    environment:
      MONGO_INITDB_ROOT_USERNAME: root
      MONGO_INITDB_ROOT_PASSWORD: ${chance(0.6) ? cred('password', plainPassword(), 'MONGO_INITDB_ROOT_PASSWORD in compose') : '${MONGO_ROOT_PASSWORD:?set it}'}
  analytics:
    image: ghcr.io/tidewater/analytics-ingest:staging
    environment:
      MONGO_URL: ${chance(0.6) ? cred('database-url', `mongodb+srv://ingest:${plainPassword()}@cluster0.${from(LOW + DIG, 5)}.mongodb.net/analytics?retryWrites=true&w=majority`, 'mongodb+srv URL with password in compose') : 'mongodb://mongo:27017/analytics'}
`);
}

// =====================================================================================
// Shell deploy scripts
// =====================================================================================
file('deploy/scripts/deploy.sh', `#!/usr/bin/env bash
set -euo pipefail
SHA="\${1:?usage: deploy.sh <git-sha>}"
for svc in api-gateway payments notifications dispatch accounts media search-indexer; do
  helm upgrade --install "$svc" "deploy/helm/$svc" -f "deploy/helm/$svc/values.yaml" --set image.tag="$SHA" --wait
done
${chance(0.6) ? `curl -sf -X POST "https://api.datadoghq.eu/api/v1/events" -H "DD-API-KEY: ${cred('token:datadog', V.datadogApi(), 'Datadog key in a curl header in deploy.sh')}" -d "{\\"title\\":\\"deploy $SHA\\"}"` : `curl -sf -X POST "https://api.datadoghq.eu/api/v1/events" -H "DD-API-KEY: \${DD_API_KEY}" -d "{\\"title\\":\\"deploy $SHA\\"}"`}
`);
file('deploy/scripts/upload-dsyms.sh', `#!/bin/sh
# Uploads dSYMs of the last archive to Sentry and Crashlytics.
set -e
${chance(0.6) ? `export SENTRY_AUTH_TOKEN=${cred('token:sentry', V.sentryAuth(), 'export SENTRY_AUTH_TOKEN in a shell script')}` : ': "${SENTRY_AUTH_TOKEN:?missing}"'}
sentry-cli debug-files upload --org tidewater --project rider-ios "$ARCHIVE_PATH/dSYMs"
"\${PODS_ROOT}/FirebaseCrashlytics/upload-symbols" -gsp ios/Rider/GoogleService-Info.plist -p ios "$ARCHIVE_PATH/dSYMs"
`);
file('deploy/scripts/db-restore.sh', `#!/usr/bin/env bash
set -euo pipefail
DUMP="$1"
${chance(0.6) ? `PGPASSWORD='${cred('password', plainPassword(), 'PGPASSWORD literal in a restore script')}' pg_restore -h pg.staging.tidewater.internal -U tidewater -d tidewater --clean "$DUMP"` : `PGPASSWORD="$(aws secretsmanager get-secret-value --secret-id staging/pg --query SecretString --output text)" pg_restore -h pg.staging.tidewater.internal -U tidewater -d tidewater --clean "$DUMP"`}
`);
file('deploy/scripts/rotate-push-certs.sh', `#!/usr/bin/env bash
# Checks the APNs key and FCM service account still work.
set -euo pipefail
KEY_ID=${ascKeyId()}
TEAM_ID=${teamId()}
${chance(0.5) ? `FCM_KEY="${cred('token:fcm', V.fcmLegacy(), 'FCM legacy server key in a shell variable')}"` : 'FCM_KEY="$(op read op://mobile/fcm/server-key)"'}
curl -s -o /dev/null -w "%{http_code}" -H "Authorization: key=$FCM_KEY" https://fcm.googleapis.com/fcm/send -d '{"dry_run":true}'
`);
file('deploy/scripts/seed-staging.sh', `#!/usr/bin/env bash
set -euo pipefail
API=https://api.staging.tidewater.app
${chance(0.6) ? `ADMIN_TOKEN="${cred('token', b64url(48), 'staging admin bearer token hard-coded in a seed script')}"` : 'ADMIN_TOKEN="$(cat ~/.tidewater/staging-admin-token)"'}
curl -sf -H "Authorization: Bearer $ADMIN_TOKEN" -X POST "$API/v1/admin/seed" -d @seeds/staging.json
curl -sf -u "qa:${chance(0.5) ? cred('password', plainPassword(), 'basic auth password in curl -u') : '$QA_PASSWORD'}" "$API/v1/admin/health"
`);
file('deploy/scripts/publish-testflight.sh', `#!/usr/bin/env bash
set -euo pipefail
cd apps/"\${1:-rider}"
xcrun altool --upload-app -f build/*.ipa -t ios -u mobile-release@tidewater.app -p ${chance(0.6) ? cred('apple-app-specific-password', V.appSpecific(), 'app-specific password given to altool -p') : '"@keychain:AC_PASSWORD"'}
`);
file('deploy/scripts/heroku-review-app.sh', `#!/usr/bin/env bash
set -euo pipefail
export HEROKU_API_KEY=${chance(0.5) ? cred('token:heroku', V.herokuKey(), 'HEROKU_API_KEY (a UUID) exported in a script') : '"$(heroku auth:token)"'}
heroku apps:create "tw-review-$PR" --team tidewater
heroku config:set -a "tw-review-$PR" NODE_ENV=staging
`);
file('deploy/scripts/okta-sync.sh', `#!/usr/bin/env bash
set -euo pipefail
OKTA_ORG=https://tidewater.okta.com
curl -sf -H "Authorization: SSWS ${chance(0.6) ? cred('token:okta', V.okta(), 'Okta API token in an SSWS header') : '$OKTA_API_TOKEN'}" "$OKTA_ORG/api/v1/groups?q=mobile" | jq -r '.[].profile.name'
`);
file('deploy/scripts/checksums.sh', `#!/bin/sh
# Pinned tool checksums (sha256)
SENTRY_CLI_SHA256=${sha256()}
BUNDLETOOL_SHA256=${sha256()}
YQ_SHA256=${sha256()}
echo "$SENTRY_CLI_SHA256  sentry-cli" | sha256sum -c -
`);
file('deploy/scripts/azure-cdn-purge.sh', `#!/usr/bin/env bash
set -euo pipefail
az login --service-principal -u ${uuid()} -p ${chance(0.5) ? cred('client-secret', alnum(3) + '8Q~' + from(ALNUM + '-_.~', 34), 'Azure AD client secret given to az login -p') : '"$AZURE_CLIENT_SECRET"'} --tenant ${uuid()}
az cdn endpoint purge -g tidewater-media -n media --profile-name tw-cdn --content-paths '/*'
`);

// =====================================================================================
// Docs (examples and placeholders) and shared test fixtures
// =====================================================================================
file('docs/secrets.md', `# Secrets in the mobile monorepo

| Secret | Where it lives | Example shape |
|---|---|---|
| Stripe secret key | AWS Secrets Manager \`prod/payments/stripe\` | \`sk_live_...\` |
| App Store Connect key | CI secret \`ASC_KEY_P8\` | \`-----BEGIN PRIVATE KEY-----\\n...\` |
| Upload keystore | CI secret \`ANDROID_KEYSTORE_BASE64\` | base64 of the .jks |
| FCM | service account (HTTP v1 API); the legacy \`AAAA...:APA91b...\` keys are retired | |

Public identifiers that are fine to commit: the Firebase config files (google-services.json,
GoogleService-Info.plist), Sentry DSNs, Mixpanel project tokens, Amplitude API keys, RevenueCat
\`appl_\`/\`goog_\` SDK keys, Stripe publishable keys, Algolia search-only keys, Branch \`key_live_\` keys,
Mapbox \`pk.\` tokens, OneSignal app ids, Datadog RUM client tokens (\`pub...\`), App Store Connect key and issuer ids.

\`\`\`bash
export STRIPE_SECRET_KEY=sk_live_REPLACE_ME
export SENTRY_AUTH_TOKEN=sntrys_YOUR_TOKEN_HERE
fastlane match appstore --readonly   # asks for MATCH_PASSWORD
\`\`\`
`);
file('docs/android-signing.md', `# Android signing

Add to \`~/.gradle/gradle.properties\` (never the project's):

\`\`\`properties
TW_UPLOAD_STORE_PASSWORD=<store password from 1Password>
TW_UPLOAD_KEY_PASSWORD=<key password from 1Password>
\`\`\`

The debug keystore's password is \`android\` (the Android default); it signs nothing that ships.
Verify an APK: \`apksigner verify --print-certs app-release.apk\` should print SHA-256 digest
\`${sha256().replace(/(..)/g, '$1:').slice(0, -1).toUpperCase()}\`.
`);
file('docs/push-notifications.md', `# Push notifications

We send through OneSignal (app id per app, public) and directly through FCM HTTP v1 / APNs for
transactional pushes. APNs uses token auth: key id \`${ascKeyId()}\`, team \`${teamId()}\`.

\`\`\`ts
const client = new OneSignal.DefaultApi(OneSignal.createConfiguration({ restApiKey: process.env.ONESIGNAL_REST_API_KEY }));
\`\`\`

Example payload:

\`\`\`json
{ "app_id": "00000000-0000-0000-0000-000000000000", "include_aliases": { "external_id": ["user-123"] }, "contents": { "en": "Your courier is 2 minutes away" } }
\`\`\`
`);
file('docs/onboarding.md', `# Onboarding

1. Ask for access to 1Password vault \`mobile-dev\`.
2. \`cp apps/rider/.env.example apps/rider/.env\` and fill in the values.
3. For the backend: \`docker compose up -d\` then \`yarn workspace @tidewater/api-gateway dev\`.
   The local database password is \`postgres\`; JWT_SECRET can be anything 32+ characters long
   locally, e.g. \`openssl rand -hex 32\`.
4. Sentry: create a personal token with \`project:releases\` scope; put it in \`SENTRY_AUTH_TOKEN\`.
${chance(0.5) ? `
Shared QA account for TestFlight review notes: qa-review@tidewater.app / password: ${cred('password', plainPassword(), 'shared QA account password written in onboarding docs')}
` : ''}`);
file('docs/runbooks/payments-outage.md', `# Runbook: payments outage

1. Check the Stripe status page and \`#payments-alerts\`.
2. Inspect recent webhooks: \`stripe events list --limit 20\` (uses your own restricted key).
3. Replay: \`stripe events resend evt_...\`.

Never paste a live key in Slack; rotate at once if one leaks (Dashboard → Developers → API keys).
${chance(0.5) ? `
Break-glass restricted key (read-only charges), kept here for the on-call: ${cred('token:stripe', 'rk_live_51' + alnum(97), 'Stripe restricted key pasted in a runbook')}
` : ''}`);
file('docs/analytics.md', `# Analytics events

Mixpanel project token (public, in the app): \`${hex(32)}\`
Amplitude API key (public, in the app): \`${hex(32)}\`
${chance(0.5) ? `Amplitude secret key (export API): \`${cred('token:amplitude', V.amplitudeSecret(), 'Amplitude secret key in docs, named as a secret')}\`` : 'The Amplitude secret key is in 1Password.'}

| event | properties |
|---|---|
| ride_requested | pickup_h3, dropoff_h3, surge |
| password_reset_requested | channel |
`);
file('docs/api/auth.md', `# Auth API

\`\`\`http
POST /v1/sessions
Content-Type: application/json

{ "email": "ada@example.com", "password": "correct-horse-battery-staple" }
\`\`\`

Response:

\`\`\`json
{ "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.<signature>", "refresh_token": "<opaque>" }
\`\`\`
`);
file('packages/test-utils/src/fixtures.ts', `export const FIXTURE_STRIPE_SECRET = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
export const FIXTURE_AWS = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
export const FIXTURE_SLACK_WEBHOOK = 'https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX';
export const FIXTURE_JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
export const FIXTURE_DEVICE_TOKEN = '${hex(64)}';
export const FIXTURE_FCM_TOKEN = 'fcm-token-for-tests';
export const FIXTURE_USER_ID = '${uuid()}';
`);
file('packages/test-utils/src/mock-env.ts', `export function mockEnv(overrides: Record<string, string> = {}) {
  return {
    DATABASE_URL: 'postgres://test:test@localhost:5432/test',
    JWT_SECRET: 'x'.repeat(32),
    STRIPE_SECRET_KEY: 'sk_test_xxxxxxxxxxxxxxxxxxxxxxxx',
    TWILIO_AUTH_TOKEN: '00000000000000000000000000000000',
    SENDGRID_API_KEY: 'SG.test.test',
    ...overrides,
  };
}
`);
file('packages/shared/src/i18n/en.json', JSON.stringify({
  'login.password': 'Password', 'login.forgot': 'Forgot password?', 'settings.apiKey': 'API key',
  'errors.token_expired': 'Your session token expired. Please sign in again.', 'payments.secret': 'Keep your card secret code safe',
}, null, 2));
file('packages/shared/src/regex.ts', `export const STRIPE_SECRET_RE = /sk_live_[0-9a-zA-Z]{24,99}/;
export const PASSWORD_RULE = /^(?=.*[A-Z])(?=.*\\d).{12,}$/;
export const redactKeys = ['password', 'token', 'secret', 'apiKey', 'authorization'];
`);
file('packages/shared/src/certs/apple-root-ca.pem', certificate());
file('packages/shared/src/certs/pinning.ts', `// SHA-256 SPKI pins of api.tidewater.app (current and backup)
export const PINS = ['sha256/${b64(43)}=', 'sha256/${b64(43)}='];
`);
file('apps/rider/ios/Rider/Rider.entitlements', `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>aps-environment</key>
	<string>production</string>
	<key>com.apple.developer.associated-domains</key>
	<array><string>applinks:tidewater.app</string></array>
</dict>
</plist>
`);
file('apps/rider/android/app/debug.keystore.properties', `storePassword=android\nkeyPassword=android\nkeyAlias=androiddebugkey\n`);
file('infra/ssh/deploy_key', cred('private-key', opensshKey(), 'OpenSSH deploy key committed', '-----BEGIN OPENSSH PRIVATE KEY-----'));
file('infra/ssh/deploy_key.pub', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(43)} deploy@tidewater\n`);
file('infra/ssh/known_hosts', `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl\nbastion.tidewater.internal ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABB${b64(87)}=\n`);
file('infra/tls/staging-wildcard.key', chance(0.7) ? cred('private-key', ecKey(), 'TLS private key of the staging wildcard certificate', '-----BEGIN EC PRIVATE KEY-----') : '');
file('infra/tls/staging-wildcard.crt', certificate());
file('infra/secrets/gcp-prod.json', serviceAccount('tidewater-prod', 'terraform', true, 'Terraform GCP service-account key referenced by the prod provider'));
file('backend/notifications/config/firebase-admin.json', chance(0.6)
  ? serviceAccount('tidewater-rider-prod', 'firebase-adminsdk-' + from(LOW + DIG, 5), true, 'Firebase Admin SDK service-account key')
  : JSON.stringify({ type: 'service_account', project_id: 'tidewater-rider-prod', private_key: '<injected at deploy>', client_email: 'firebase-adminsdk@tidewater-rider-prod.iam.gserviceaccount.com' }, null, 2));

// =====================================================================================
// README-SET.md (scanned like any file: it names files and shapes, never values) and write
// =====================================================================================
const README = `# heldout7: seventh blind held-out set for the secrets scanner

Written blind: the generator (bench/secrets/make-heldout7.mjs, seed 7707) was written before reading the
scanner (src/engine/secrets) or its rules, and committed before the first scoring run. Every value is
random text from seeded-random.mjs (mulberry32) in the provider's published shape; none is a real
credential.

The set is a mobile-app company's monorepo, chosen to differ from heldout1–6: three React Native apps
with Android (gradle.properties, local.properties, keystore.properties, build.gradle signingConfigs,
google-services.json, AndroidManifest meta-data, strings.xml) and iOS (Info.plist,
GoogleService-Info.plist, xcconfig, sentry.properties, AppDelegate.swift, Podfile.lock) halves,
react-native-config .env files, Expo app.json / eas.json, fastlane (Appfile, Fastfile, Matchfile, .env,
Play service-account JSON, App Store Connect .p8), a Node/TypeScript backend (payments, push,
messaging, OAuth, search, media, observability), Rails and Go services, Terraform modules and
environments with provider blocks, Terragrunt, Helm values, Kubernetes Secrets, GitHub Actions and
CircleCI, Dockerfiles and compose files, shell deploy scripts, docs and test fixtures.

Score: \`node bench/secrets/measure.mjs --corpus bench/secrets/heldout7\` (after \`npm run build\`).
Blind (before anyone read the scanner): recall 0.870 (200/230), 17 false alarms in 294 files. One
generator bug was fixed after the blind run (fine-grained GitHub tokens had 24 characters before their
underscore instead of 22, a shape GitHub never issues; with it fixed the blind engine scores 0.883,
203/230). After the fixes recorded in BENCHMARKS.md ("Secrets, seventh held-out set"): 0.987
(227/230), no false alarm. No label was changed after the blind run.
LABELS.json: one entry per credential, \`{file, line, kind, why}\`; a multi-line private key is labelled
on its BEGIN line; two credentials are never on one line. This file is part of the set.

## Labelling rules (credentials)

- Server credentials of every provider wherever they are literal: AWS key ids and secrets, GCP
  service-account keys, Azure storage keys and AD client secrets, Stripe secret/restricted keys and
  webhook secrets, Braintree private keys, PayPal client secrets, RevenueCat secret keys (sk_), Twilio
  auth tokens and API key secrets, SendGrid, Mailgun, Postmark (a UUID, labelled only where it is named
  as a token), Vonage secrets, Stream and Sendbird secrets, FCM legacy server keys, OneSignal REST API
  keys, APNs and App Store Connect .p8 keys, Apple app-specific passwords, fastlane/match passwords,
  Firebase CLI tokens, Sentry auth tokens (sntrys_ and the older 64-hex tokens), Datadog API and
  application keys, New Relic license keys, Mixpanel API secrets, Amplitude secret keys, Algolia admin
  keys, Mapbox secret (sk.) tokens, Cloudflare, GitHub, Docker Hub, Expo, Codecov, SonarCloud, Heroku,
  Okta, PagerDuty keys, Google OAuth / Facebook / Auth0 client secrets, Cloudinary URLs, database and
  Redis URLs with a password, JWT secrets, Rails secret_key_base (production), private keys (RSA, EC,
  OpenSSH, PKCS#8), signing keystore passwords, generic passwords in config.
- A Google Maps key (AIza…) is labelled where a developer or server key is committed: local.properties,
  a Release xcconfig, .env.production, backend code. The same shape in google-services.json
  (\`current_key\`) and GoogleService-Info.plist (\`API_KEY\`) is NOT labelled: those files are the Firebase
  client configuration compiled into every published app, which Firebase documents as public.
- A secret key inside the app (Info.plist, strings.xml, RN config, AppDelegate) is labelled: shipping it
  to every phone is the leak.
- Base64 is not encryption: Kubernetes Secret \`data:\` values, a dockerconfigjson and a match
  \`MATCH_GIT_BASIC_AUTHORIZATION\` (base64 of user:token) are labelled.
- A Twilio/OneSignal value in a Kubernetes Secret is labelled on its line even though it is base64.

## Hard negatives (not labelled) and why

- Public client identifiers, by the provider's own documentation: Firebase config files (API key,
  GOOGLE_APP_ID, mobilesdk_app_id, GCM sender id, OAuth client ids, reversed client ids), Stripe
  publishable keys (pk_live_), RevenueCat public SDK keys (appl_/goog_), Sentry DSNs, Mixpanel project
  tokens, Amplitude API keys, Algolia search-only keys and app ids, Branch key_live_ keys, Mapbox pk.
  tokens, OneSignal app ids, Datadog RUM client tokens (pub…), Facebook app ids, Twilio account SIDs and
  API key SIDs, Braintree merchant ids and public keys, PayPal client ids, Pusher app keys, Auth0 client
  ids, App Store Connect key ids and issuer ids, Apple team ids, EAS project ids, Stream app keys,
  Sendbird app ids, Vonage api keys (8 hex, the secret is separate), SendGrid template ids.
- Placeholders and references: \`\${VAR}\`, \`\${{ secrets.X }}\`, \`$(inherited)\`, \`ENV["X"]\`,
  \`ENV.fetch\`, \`<%= … %>\`, \`process.env.X\`, \`os.Getenv\`, \`var.x\`, \`get_env()\`, \`sk_live_REPLACE_ME\`,
  \`<your maps key>\`, \`YOUR_SECRET_MAPBOX_ACCESS_TOKEN\`, .env.example files, 1Password references.
- Local-only defaults: the Android debug keystore (android/android), database.yml development
  password equal to the user name, postgres/postgres in CI services, localstack test/test.
- Test fixtures with obvious fakes: sk_test_… documentation keys, AKIAIOSFODNN7EXAMPLE, the jwt.io token,
  all-zero UUIDs and tokens, 'test-secret', 'hunter2', a placeholder .p8.
- Hashes, digests and ids: image digests, Podfile.lock checksums, go.sum, .terraform.lock.hcl,
  checksum/config annotations, certificate fingerprints, SPKI pins, pinned action SHAs, bcrypt password
  hashes in seeds, sha256 of partner keys, UUIDs (request ids, idempotency keys, KMS/WAF ids), Stripe
  webhook signature headers, the encrypted Rails credentials.yml.enc.
- Public keys and certificates, known_hosts, an ssh-ed25519 public key.
- i18n strings and regexes about passwords and keys.
`;

writeSet(out, README);
