export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-00';
export const TEST_DATABASE_URL = 'postgres://postgres:postgres@localhost:5432/media_test';
export const sampleUser = {
  id: 'e809d84d-c27d-445b-b40d-d306aad2e88c',
  email: 'ada@example.com',
  passwordHash: '$2a$12$usOcYRPatww/GiiJllzBsp.jdv8MUcYJbotNdIO.reYyG6I72JtyE',
};
export const sampleIdempotencyKey = '4eb34073-bac8-4f54-b5a7-57c240b53e8f';
