export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-00';
export const TEST_DATABASE_URL = 'postgres://postgres:postgres@localhost:5432/accounts_test';
export const sampleUser = {
  id: '2efe197d-cd8e-4947-ac05-f840072b00e9',
  email: 'ada@example.com',
  passwordHash: '$2a$12$Kw89wfXW8XdeSQxhS0Q9iRsPdiz1vb/fATvw1ql8LWsVg4aIYrwxs',
};
export const sampleIdempotencyKey = '4a59d8b2-23da-4af4-b6b3-536fc1d73c47';
