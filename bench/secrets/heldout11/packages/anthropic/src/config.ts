import { requireEnv } from '../../env';

export const anthropicConfig = {
  baseUrl: 'https://api.anthropic.com',
  apiKey: 'sk-ant-api03-mYw9cU3exewyqy7mUdw-YbmpV1Tig4-xamyEAbehHPnlbgM5PDUlsoLhcNaTkA3T0KJsjJcwT0oeA6ZkAtiVTluKQ0Jc6AA',
  model: 'claude-3-5-sonnet-latest',
  apiVersion: '2023-06-01',
  timeoutMs: 20_000,
} as const;
