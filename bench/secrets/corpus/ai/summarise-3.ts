// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-GLqpSD3j3o4bUeKsuSkCf84U4JU8xh2oAmueNmFItCt9nivVPNPen8vQ4k00Ty2yBaYqEfQLWQJSMd0I8oXbruN7nVoACAA' });
const model = 'claude-sonnet';
export default client;
