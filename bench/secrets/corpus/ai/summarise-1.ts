// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-UG0GT6I0uHfjnDdaRcXf5A7sZ01ukyjVmN_Tew_w_jjzJbgd7qs9cS-WOBLv3D2AgPYPY6ZW8SufDJvJyI9VJd6I0eUeMAA' });
const model = 'claude-sonnet';
export default client;
