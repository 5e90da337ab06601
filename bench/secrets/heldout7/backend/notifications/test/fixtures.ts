export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-00';
export const TEST_DATABASE_URL = 'postgres://postgres:postgres@localhost:5432/notifications_test';
export const sampleUser = {
  id: '6cd909ed-6e2b-4a4d-8d84-3fab5f57e9d1',
  email: 'ada@example.com',
  passwordHash: '$2a$12$S2UK2NUqxTPkIA47PoDwG3E0xZKv/WWo7waoVv/75Zjq2QNfoAO68',
};
export const sampleIdempotencyKey = '4c0ea326-9c47-4399-9e19-1448c25bc21f';
