// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-J_RweF6ispkxdowbQEOm8sqGRwEf-hPa9S_c0WlkNmgvliQ0boVM1pEZ0u1unB0wRwZSrfizlPyzSPD_yqOYJQBye3g46AA' });
const model = 'claude-sonnet';
export default client;
