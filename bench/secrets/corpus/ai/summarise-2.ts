// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-i7D48ji69EdO6zkno0mcJfgh0zrDOL8qHj6iyNKduU94eiGXQjzsLMD78NCWF-GsNonlXtYkujZfVgdPV7IScWmDgnB7HAA' });
const model = 'claude-sonnet';
export default client;
