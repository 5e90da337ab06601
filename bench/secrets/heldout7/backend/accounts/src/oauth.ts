export const google = {
  clientId: '982521086730-35zvy15z3joz4qdwpmbucmpwd3kbfzdl.apps.googleusercontent.com',
  clientSecret: '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',
};
export const facebook = {
  appId: '248314578423635',
  appSecret: '29a42a80d310791aa74068d264ad0b53',
};
export const auth0 = {
  domain: 'tidewater.eu.auth0.com',
  clientId: 'mwlyYbelRGv0nfFXpEUoPr5hX0AX6Ykx',
  clientSecret: 'VMwPdqni-bq7-gcjyRICOc3KpYaeSKG3fe-zGE5zYQY-hhXyvBGKNGEZqdA5kXSo',
};
export const apple = {
  teamId: 'VEDISO3FAR',
  keyId: '598FRQEE94',
  servicesId: 'com.tidewater.signin',
  privateKey: process.env.APPLE_SIGNIN_KEY ?? '',
};
