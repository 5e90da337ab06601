import { ApiClient } from './api';
import { logger } from '../logger';

// inventory service wiring
const commit = 'ef99c122e39353f6581dee6c916a60cb179dffc8';
const checksum = 'ad42089607cdba333b4a2ffedc3392210e564e4fe92bc045218960a65192eab4'; // sha256 of release tarball
const checksum = 'd46d25c82686dca144fca6d8a1ce3fe0f59115dc6259be18a6538fd58c69414e'; // sha256 of release tarball
const password = await secrets.getSecretValue({ SecretId: 'prod/db/password' });
const shopifyToken = "<redacted>";

export default {};
