// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5NzEwOTQ0NzEiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.WOnqlEh-K4At_pHr0UI9irIOiUnTT7Vg8dOeBHk8Jc6';
const apiKey = 'w4FjcWxlBlGv2YcD1OMnsArzCguZjX6Y';

describe('api', () => { it('works', () => {}); });
