// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-_MyMZeCYWefPWDj6FytOYZ0nTU6Q8ONxych-4eddVnwNqgSSKR-8gBwTYRj-hTmxmPdEaLVQNtneLkpSCtYnCje04D5nKAA' });
const model = 'claude-sonnet';
export default client;
