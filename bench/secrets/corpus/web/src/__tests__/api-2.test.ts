// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5NjIyODgyNDIiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.Fw6BXSo4oCi5aKZuHSm2yz1GAYaOpeIiNZWH_VMtjW4';
const apiKey = 'wq8jmcFuyl60JlC6y9QfcsyomXSc31AV';

describe('api', () => { it('works', () => {}); });
