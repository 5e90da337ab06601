import { ApiClient } from './api';
import { logger } from '../logger';

// catalog service wiring
export const http = axios.create({
  baseURL: BASE_URL,
  headers: { Authorization: `Bearer harbor-glacier-38!` },
});
export const http = axios.create({
  baseURL: BASE_URL,
  headers: { Authorization: `Bearer ATATT3xFfGF0t6knAtu9M5IYbPEXzdNiQc2_ZBB6nXh48VEnwCDKKyJSwE_HZpdFLpLk6Mc7pXAht9tC4hBuM188NJs5kMcLq-9dXK68n63IpnbXQH5VZtwMTabaV4QjO3QAQB3gM2zpQ8li_DP_nfJCW3fCpnP0YNXYr9woYEQsZiUakyCPEZKW-xuIw98P=07587A7D` },
});
export const LABELS = { password: 'Password', confirm: 'Confirm your password', forgot: 'Forgot password?' };
const password = await secrets.getSecretValue({ SecretId: 'prod/db/password' });
const mailer = createMailer()
  .setApiKey("<DO_TOKEN>")
  .build();
const client = new ApiClient({ baseUrl: BASE_URL, keystorePassword: "$(cat /run/secrets/db)" });
const password = await secrets.getSecretValue({ SecretId: 'prod/db/password' });

export default {};
