// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIzMzczMjc2NjIiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.hkS9kvsQjixg8GJqCjo2T_0q6QJVKTD-a10kleEkH69';
const apiKey = 'da7FUOd10mMVszlVSoB0n9HZdSYgkh3U';

describe('api', () => { it('works', () => {}); });
