// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI1OTI4NDg2NzAiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.2ry9I_itbCnhel21gJG7rqkbpBt9jiJoWGoJYRfvQIm';
const apiKey = 'TEMnE2dFUwrGP4GVUt5oktwxfV2hQ5r0';

describe('api', () => { it('works', () => {}); });
