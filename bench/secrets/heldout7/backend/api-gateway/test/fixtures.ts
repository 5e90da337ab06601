export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-00';
export const TEST_DATABASE_URL = 'postgres://postgres:postgres@localhost:5432/api_gateway_test';
export const sampleUser = {
  id: 'cdc71f5b-5ba9-4959-b274-f48329043b00',
  email: 'ada@example.com',
  passwordHash: '$2a$12$4hLGN6D4xglslDPmCob40qdLuSP3L4zEDki6FXGsS.Cl8McYUBgW5',
};
export const sampleIdempotencyKey = 'ea9b1d14-2b61-41a8-baa5-d26de87f274f';
