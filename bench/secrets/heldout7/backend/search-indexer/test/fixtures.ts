export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-00';
export const TEST_DATABASE_URL = 'postgres://postgres:postgres@localhost:5432/search_indexer_test';
export const sampleUser = {
  id: '84a56969-fcf0-4cd7-94f8-19286edf0786',
  email: 'ada@example.com',
  passwordHash: '$2a$12$J4ntQiU93.WiU.2vUvUbhjS.epv0/QBRUltIL6YxQMO47ff8XhuMO',
};
export const sampleIdempotencyKey = '26e8ed7c-8a8f-49f0-8b2d-cef4ff4ec2b8';
