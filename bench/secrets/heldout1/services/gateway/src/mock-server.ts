// Local mock of the partner API, used by `npm run dev` only.
export const MOCK_TOKEN = process.env.MOCK_TOKEN ?? 'dev-token';
export const mockKeys = {
  publishable: 'pk_test_4YOZzIuDW1n9536SGPoH3UJk',
  secret: 'sk_test_PYFjSyYLnf7pv4jgZpKLcrQI',
};
