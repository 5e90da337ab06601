// @ts-nocheck
import { describe, it } from 'vitest';

const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI5NjY2NjQwNjgiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.7rZMdONgGg9HvCmLP6gCjFl9AQ1iJ0K3mRRu1KEx2Fr';
const apiKey = 'eLn27lTS3IAhlwyxmmr5jg4E5Cu5gwfM';

describe('api', () => { it('works', () => {}); });
