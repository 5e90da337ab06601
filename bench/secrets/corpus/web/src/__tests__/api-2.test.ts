// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0Njk0NjQ1OTIiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.78OPV0370k_ZOXuHZ6evHZuTt1FnNCFHCa7zODSJXMc';
const apiKey = 'wAIweJ6LMxgyt8aFzdcwa2QOmgx1SS7q';

describe('api', () => { it('works', () => {}); });
