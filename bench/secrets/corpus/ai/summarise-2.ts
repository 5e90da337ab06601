// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-pjDMSLtz3kCMGWNrf-TG1QytTOJ_SNjzjRS3Kljzc4Q0jhz49dJNMNZtYG74ZC_xVdFuDTzYd9Fjxsq0nrQ-5DDnllzR-AA' });
const model = 'claude-sonnet';
export default client;
