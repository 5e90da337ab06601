// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxNTg4MTgyNDIiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.RJDkihEDFFNGr44nfs3m00OFCo3dtKcJMbfYWPyegtM';
const apiKey = 'sg3xPJxbhPVNL9cX7BujQThIQhyo8iUf';

describe('api', () => { it('works', () => {}); });
