export const config = {
  apiBaseUrl: import.meta.env.VITE_API_URL ?? 'https://api.harbor.dev',
  stripePublishableKey: 'pk_live_5104ymxWLFeugvTUXhAYlf770ABsZGrAnHmjb7mkx5asmgMTH4tLwXI8uVqjzHvRTx76NoIIVUz4dA4eEduQPZ8rq0orwl7baNZ',
  mapboxToken: 'pk.eyJ1IjoigylVz2ca98wYubEYZ34baWeZcRJwKm.r56X6olecapqdzD-t_L-FC',
  algolia: { appId: '4MWW1XRNGP', searchOnlyKey: 'de954f355929a9a0c49496987670fb96', index: 'products_prod' },
  recaptchaSiteKey: '6LYB_KTHRSeKunmdhE5in6781pxlaRtMBTPGNF8D',
  googleOAuthClientId: '884539847801-mmsr2wdfjitewa3aulpyfmi8a3ics1uk.apps.googleusercontent.com',
};
