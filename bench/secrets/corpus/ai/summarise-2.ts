// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-WzyU7F9jZhRkUbmZZW15GeYBBskrzLustNYz9RuG7EOzHC0kzHUOAFO8r9lSyy0cRBB6Il0vTn5m8oKmnqwaExfmW-o0xAA' });
const model = 'claude-sonnet';
export default client;
