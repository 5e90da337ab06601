// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-Vcy-RmoQTxYvuXcFmwurmVfrhW-NO14IGlG4hd4YuN-esPd0JqOEyUpyFMBzVTMe_EdlBMSBvzPCzO4b5KSxI4I4B8gyAAA' });
const model = 'claude-sonnet';
export default client;
