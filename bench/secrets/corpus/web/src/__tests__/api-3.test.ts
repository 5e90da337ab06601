// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5MzgzOTE1MTMiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.86T-vh1QEX3r8mwJKl9ph3pD803yOYCt99lHYJ968KP';
const apiKey = 'WtcL5zScCy6Rc4wJe1Ourp5TnHxFvjn8';

describe('api', () => { it('works', () => {}); });
