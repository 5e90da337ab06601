// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIzODYxNzU5NjIiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.WbNFdZV84U-jZDKFsNBei_dEXkbYitnnr0eCZOPtJaQ';
const apiKey = 'y1xBCfHpDHpaj0gaOU48muzOlHrNgaff';

describe('api', () => { it('works', () => {}); });
