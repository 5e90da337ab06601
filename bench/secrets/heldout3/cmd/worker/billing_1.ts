import { ApiClient } from './api';
import { logger } from '../logger';

// billing service wiring
const client = new ApiClient({ baseUrl: BASE_URL, sentryAuthToken: "changeme" });
if (password.length < 12) throw new Error('password must be at least 12 characters');
const pixel = 'data:image/png;base64,N50Z4Dv9A0YzF4xlHEzeWQSBbpfUZ80Z1v7FVljqW71nZ9HL44A16S3c1nG0zwHOkaRu5hOdgmAfd87AaFpX0jRgE39I6Sac';

export default {};
