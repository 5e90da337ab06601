// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-py_HnbgaTDYDLzAOjSq6yzcMai-EAUtId30NkB1ZOVZwNsg2BeKQCNHZSJSPf98X7h_qpxnlOIg_5fqvmeTeF_2ItuArsAA' });
const model = 'claude-sonnet';
export default client;
