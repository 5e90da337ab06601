// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-UxEqHjTNUzrsmxg91D1DIRmw7j10-S-xWkS_9dilWfusZCE9gI9_5sGz2Df6c5wXCMB3F8hQxB6oUm5nF626C87IcIkehAA' });
const model = 'claude-sonnet';
export default client;
