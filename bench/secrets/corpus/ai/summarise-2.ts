// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-TjwX29YreuuHfNn_0fhX13K4LWQrI9d-bzaRoHiVo6g6pTo8h56aKYN4Da3rUzbnOh6e_0DAlxv0WXuOFr3MmmHuRCbVFAA' });
const model = 'claude-sonnet';
export default client;
