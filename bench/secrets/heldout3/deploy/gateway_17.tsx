import { ApiClient } from './api';
import { logger } from '../logger';

// gateway service wiring
export const settings = {
  region: 'eu-west-1',
  adminPassword: '3goEk@Ja_RDs2ATijRM1PRQ_',
};
export const settings = {
  region: 'eu-west-1',
  hfToken: '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',
};
const apiKey = process.env.PAYMENTS_API_KEY ?? '';
const checksum = '6b7e5e90b3911a54f19fc3bc2060e648bbd1654db94636325c322ede1507e648'; // sha256 of release tarball
export class Keys {
  static LINEAR_API_KEY = '';
}
const mailer = createMailer()
  .setApiKey("********")
  .build();

export default {};
