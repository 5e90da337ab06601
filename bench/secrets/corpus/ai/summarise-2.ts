// @ts-nocheck
import Anthropic from '@anthropic-ai/sdk';

const client = new Anthropic({ apiKey: 'sk-ant-api03-rHiLhbt1c3XroUBYOXHy7SOqpb6up2K8zKZoG-UWeMVTEk0U9NoFjogQpLtk-rzpIyqTW5VbK_Wg8cplkt5xc-178U7CaAA' });
const model = 'claude-sonnet';
export default client;
