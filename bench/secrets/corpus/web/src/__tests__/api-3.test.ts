// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5NDkwNjU1NTgiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.fSJhrg-tlD121Sa156cI0yzxVucYJmup15AEgKle_DI';
const apiKey = '001V3HhKCLBlDD556DZ3n0IBVScbLux5';

describe('api', () => { it('works', () => {}); });
