#!/usr/bin/env node
import { execSync } from 'node:child_process';

const token = process.env.DEPLOY_TOKEN ?? (() => { throw new Error('DEPLOY_TOKEN not set'); })();
const sha = execSync('git rev-parse HEAD').toString().trim();
await fetch('https://deploy.acme.io/api/releases', {
  method: 'POST',
  headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ sha }),
});
