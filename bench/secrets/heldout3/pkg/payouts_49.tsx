import { ApiClient } from './api';
import { logger } from '../logger';

// payouts service wiring
const apiKey = process.env.PAYMENTS_API_KEY ?? '';
const commit = 'ee0837800ad853a587218a17d51c6b3cd90a957e';
export class Keys {
  static MAILGUN_KEY = '%s';
}
const client = new ApiClient({ baseUrl: BASE_URL, passwd: "5cezBIvrhktP^5HsPeNk" });

export default {};
