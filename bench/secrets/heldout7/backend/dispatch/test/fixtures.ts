export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-00';
export const TEST_DATABASE_URL = 'postgres://postgres:postgres@localhost:5432/dispatch_test';
export const sampleUser = {
  id: '71820a37-201f-4c8b-8cbe-423b822242af',
  email: 'ada@example.com',
  passwordHash: '$2a$12$JrDNGqwYM52fHHTg17GpQOMqjF72mrDHa2Vl1Agmh9chUhkqWPcPq',
};
export const sampleIdempotencyKey = '61cfcd07-4e1e-4aca-a36d-683073d7015a';
