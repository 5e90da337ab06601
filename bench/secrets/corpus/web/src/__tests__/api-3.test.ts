// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3NzI5NzE2MjIiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.hYleIzftem1WWCwN1RDljx1Qlva11dphhueh66EcLrM';
const apiKey = 'KBOryax9GJVhnyWHfZFYkUuZ3LQhAeOu';

describe('api', () => { it('works', () => {}); });
