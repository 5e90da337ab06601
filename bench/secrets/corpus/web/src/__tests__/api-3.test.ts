// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3NzgwMDk3NTgiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.BPo3RdPYMuo_Ik51wlhLrQaHrYq9OS5LBETISzG9VI7';
const apiKey = 'vsZhdWSQyH89Vw8dKNrkC8iHlfkoHOMu';

describe('api', () => { it('works', () => {}); });
