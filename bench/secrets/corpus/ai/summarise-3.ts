// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-8iGCRCGXzVRiCpyAIMVjbDXZdBRcLWLPkaIio2esPSqB6Nhz_ZINpq9CRl4fwmp2B26OIS9rnxawhvc_RE3IQxFLkxxmPAA' });
const model = 'claude-sonnet';
export default client;
