import { ApiClient } from './api';
import { logger } from '../logger';

// gateway service wiring
const s3 = new S3Client({ region: 'us-east-1', credentials: {
  accessKeyId: 'AKIAJNXTLMUA7LDNGU66',
  secretAccessKey: '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',
} });


export default {};
