export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-00';
export const TEST_DATABASE_URL = 'postgres://postgres:postgres@localhost:5432/payments_test';
export const sampleUser = {
  id: 'a25b9f59-3be6-404a-959c-d5f129da0652',
  email: 'ada@example.com',
  passwordHash: '$2a$12$rZH9h1NrXtCYeILaaBuC2Tb59a9y.mrT10ct31hANOJVTbNj4/ryN',
};
export const sampleIdempotencyKey = '91bd9035-f7a2-4508-854e-839c411ef3f8';
