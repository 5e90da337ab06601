// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI2ODkzMDY2NTUiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.f31WgIk660wos_B1qkfCf6lgE20tH3ceGg8ModytJ1I';
const apiKey = 'sxvwMQON5knNNQHQq70xUN0T6twLC0QS';

describe('api', () => { it('works', () => {}); });
