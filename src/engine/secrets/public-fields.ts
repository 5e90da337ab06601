/**
 * Fields that a provider documents as public, although their names read like secrets. Several
 * providers pair an identifier that ships to browsers and mobile apps with a secret that signs:
 * Pusher's app `key` (given to `new Pusher(key)` in the page) and its app `secret`; Algolia's
 * search-only key and its admin key; Cloudinary's `api_key` and `api_secret`; Mixpanel's project
 * `token` (sent with every browser event). The public half is named `key`/`token` like a credential,
 * so the name alone would report it; the secret half keeps its `secret`/`admin` name and is still read.
 * Mapbox names both halves `token` and tells them by prefix: a `pk.` token is public (it ships in
 * every map page), an `sk.` token is secret; so its entry also asks the value.
 */
import { nameWords } from './secret-names.js';

interface PublicField {
  /** A word of the name that says whose field this is. */
  provider: string;
  /** The last word(s) of the public field's name, after the provider word. */
  field: RegExp;
  /** When the provider tells public from secret by the value, the public values' form. */
  value?: RegExp;
}

const PUBLIC_FIELDS: PublicField[] = [
  // `PUSHER_APP_KEY`, `pusher.key`, `MIX_PUSHER_APP_KEY`, `pusherKey`: the app key; not `app_secret`.
  { provider: 'pusher', field: /^(?:app )?key$/ },
  // The search-only API key is meant for front ends; the admin / write keys are not matched.
  { provider: 'algolia', field: /^(?:(?:app )?search(?: only)?(?: api)? key)$/ },
  // Cloudinary's `api_key` is an account identifier sent with every signed upload; `api_secret` signs.
  { provider: 'cloudinary', field: /^(?:api )?key$/ },
  // Mixpanel's project token identifies the project in browser events; its API secret is apart.
  { provider: 'mixpanel', field: /^(?:project )?token$/ },
  // Mapbox: `pk.` access tokens are public, `sk.` (and temporary `tk.`) tokens are secret.
  { provider: 'mapbox', field: /^(?:(?:public |access |api )?token|(?:api )?key)$/, value: /^pk\.[\w-]+\.[\w-]+$/ },
  // Amplitude's API key is sent by every browser and mobile SDK; its secret key (export API) is apart.
  { provider: 'amplitude', field: /^(?:api )?key$/ },
  // Datadog client tokens (browser logs, RUM, mobile SDKs) ship in the app and start `pub`; API and
  // application keys are apart, and a `client_token` of another form is still read.
  { provider: 'datadog', field: /^(?:rum )?client token$/, value: /^pub[0-9a-f]{32}$/ },
  // Shopify: an app's "API key" is its client id (the "API secret key" signs); a Storefront API access
  // token is made for browsers and apps (the Admin API token starts `shpat_` and has its own rule).
  { provider: 'shopify', field: /^(?:app )?(?:api )?key$/ },
  { provider: 'storefront', field: /^(?:api )?(?:access )?token$/ },
  // Adyen's client key authenticates Drop-in and Components in the shopper's browser:
  // `test_`/`live_` + 32 upper-case letters and digits; its API key is apart.
  { provider: 'client', field: /^key$/, value: /^(?:test|live)_[A-Z0-9]{32}$/ },
  // Branch's deep-linking key (`key_live_…`, `key_test_…`) is built into every app that links with it
  // (the manifest's `io.branch.sdk.BranchKey`, the Info.plist `branch_key`); its `secret_live_…` is apart.
  { provider: 'branch', field: /^(?:(?:sdk|live|test|public) )?key$/, value: /^key_(?:live|test)_[A-Za-z0-9]{32}$/ },
  // Visual Studio App Center's "app secret" (a UUID) identifies the app to the SDK and is built into
  // every copy of it; the API tokens of App Center are apart.
  { provider: 'center', field: /^(?:app )?secret$/ },
  { provider: 'appcenter', field: /^(?:app )?secret$/ },
];

/**
 * Search-only keys of hosted search (Algolia's search-only API key, Typesense's search-only key,
 * Meilisearch's default search key) are made for front ends, whoever the provider: `search_api_key`,
 * `searchKey`, `ALGOLIA_SEARCH_ONLY_KEY`. Admin and write keys keep their names and are still read.
 */
const SEARCH_ONLY_NAME = /(?:^| )search(?: only)?(?: api)? key$/;

/**
 * Client tokens are made for the client side whoever issues them: Datadog's browser and RUM client
 * token, Paddle.js's client-side token, Facebook's app client token built into mobile apps. The
 * server credentials beside them keep their own names (`api_key`, `client_secret`).
 */
const CLIENT_TOKEN_NAME = /(?:^| )client(?: side)? token$/;

/**
 * Values public by their form whatever they are called: RevenueCat's public SDK keys (`appl_`, `goog_`,
 * `amzn_` + 27 characters) are built into every app that uses the SDK, and the app platform is
 * named by the prefix; RevenueCat's secret keys start `sk_`. A Mapbox public token (`pk.` and a
 * base64url payload that opens `{"u":`, its user name) is public under any name, `MBXAccessToken` of
 * an Info.plist included; its secret tokens start `sk.`. A Datadog client token (`pub` + 32 hex) is
 * public whatever it is called; Datadog's API and application keys have no prefix.
 */
const PUBLIC_VALUES = /^(?:(?:appl|goog|amzn)_[A-Za-z0-9]{27}|pk\.eyJ1[\w-]+\.[\w-]+|pub[0-9a-f]{32})$/;

/**
 * Whether the name (with its value, for providers that tell the halves by value) is a provider's
 * documented public field. Every segment's words count, so the provider may name the enclosing
 * object (`pusher: { key: … }` read as `pusher.key`).
 */
export function isPublicProviderField(name: string, value = ''): boolean {
  if (PUBLIC_VALUES.test(value.trim())) return true;
  const words = name
    .split(/[.[\]/:]+/)
    .filter(Boolean)
    .flatMap((segment) => nameWords(segment));
  if (SEARCH_ONLY_NAME.test(words.join(' ')) || CLIENT_TOKEN_NAME.test(words.join(' '))) return true;
  for (const { provider, field, value: entryValue } of PUBLIC_FIELDS) {
    const at = words.lastIndexOf(provider);
    if (at === -1) continue;
    if (!field.test(words.slice(at + 1).join(' '))) continue;
    if (!entryValue || entryValue.test(value.trim())) return true;
  }
  return false;
}
