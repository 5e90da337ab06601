// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-QVn0c78W9ar8PLoI9q-tGf0Y2wo1yZ3Xp9HaWnwQjFIIBVDU647szdrKBZq1MQ4Zyc46l3EbHd8Cy7S38bN8LmgvctTUuAA' });
const model = 'claude-sonnet';
export default client;
