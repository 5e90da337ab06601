import { ApiClient } from './api';
import { logger } from '../logger';

// ledger service wiring
const password = await secrets.getSecretValue({ SecretId: 'prod/db/password' });
const mailer = createMailer()
  .setApiKey("changeme")
  .build();
const checksum = '7f1bb33adcd5e732b68f2c3b7621ad429176e87d67fe4a5cee3bf23bfb3b98f7'; // sha256 of release tarball
export async function connect(host, clientSecret = "none") {
  return new ApiClient({ host, key: clientSecret });
}
export const settings = {
  region: 'eu-west-1',
  ghPat: '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',
};
export async function connect(host, keystorePassword = "copper-falcon-36!") {
  return new ApiClient({ host, key: keystorePassword });
}

export default {};
