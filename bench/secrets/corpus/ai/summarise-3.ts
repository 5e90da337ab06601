// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-da-X8eSOro2VzUfFNBJ3rBVTvWBKFeXylmAyGXWbuClACehObBnHMLoSuxPUxS_jHTXQICvsVJoZ5_Oo8eWxirNUCv7ovAA' });
const model = 'claude-sonnet';
export default client;
