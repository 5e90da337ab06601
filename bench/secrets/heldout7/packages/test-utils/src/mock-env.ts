export function mockEnv(overrides: Record<string, string> = {}) {
  return {
    DATABASE_URL: 'postgres://test:test@localhost:5432/test',
    JWT_SECRET: 'x'.repeat(32),
    STRIPE_SECRET_KEY: 'sk_test_xxxxxxxxxxxxxxxxxxxxxxxx',
    TWILIO_AUTH_TOKEN: '00000000000000000000000000000000',
    SENDGRID_API_KEY: 'SG.test.test',
    ...overrides,
  };
}
