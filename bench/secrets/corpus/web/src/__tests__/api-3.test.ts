// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MTU3NzExNDAiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.OeV3-zVILLVRSQavwV0aXS0oDhWaUTwiqe_jExaTdfp';
const apiKey = 'GYhYSwGB8Jejq4tGDSS8CXEuLmpY8QYE';

describe('api', () => { it('works', () => {}); });
