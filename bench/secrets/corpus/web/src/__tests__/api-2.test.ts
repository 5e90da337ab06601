// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwNTI4NjUyNTQiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.57cXG3Eu6C0L9fJGG8Vb9a3ASELmZEBxrY1-GzF0kYJ';
const apiKey = 'yqHnPAFaHxT3GsEZq1MPFeLzWdcJHP1B';

describe('api', () => { it('works', () => {}); });
