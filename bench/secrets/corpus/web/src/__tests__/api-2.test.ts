// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIyMzEwNTEzMDUiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.vz3e4TtEXS9tPOsVejo-wUB6plxMyB7B4lVrIm_wSsN';
const apiKey = 'AWqeOCyRYZwNV3zKo6TvIfUfqoGz79Dd';

describe('api', () => { it('works', () => {}); });
