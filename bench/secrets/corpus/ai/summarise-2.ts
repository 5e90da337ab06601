// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-t1_kO7lgpLqeN3qnlHT1L5cNW1saq3TQh1U3GDyZT3SxOA2Nfdc_zjrld6G7Z44tXTRLvd62VleRVwGHe3dFfzd2NhjQ2AA' });
const model = 'claude-sonnet';
export default client;
