// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIyMjg4NDQ3MTYiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.ky_pxMXOqsBRo-3qtUN3-dkqGIEz8ReHJmIAM5bPIfG';
const apiKey = '3ECBmTqFmq1gWfw0fXjOYAEwCqmk4NcT';

describe('api', () => { it('works', () => {}); });
