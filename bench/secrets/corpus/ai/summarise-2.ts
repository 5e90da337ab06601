// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-lTS9XBR4YdTajLEnOJySQw_sssMOOAqwCF-83y06MzRm0xkYX4MKSd_tPFat1rYkXk7yRO_sF0zQ1bC1Qt08uDQ404VXrAA' });
const model = 'claude-sonnet';
export default client;
