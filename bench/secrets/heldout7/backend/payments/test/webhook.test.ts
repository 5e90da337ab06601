import { verifyWebhook } from '../src/stripe';

const FAKE_SECRET = 'whsec_test_0000000000000000000000000000';
const SIGNATURE_HEADER = 't=1700000000,v1=a8fb8e2b9fab0459ad479d68095090f91e0297ac080aa55ebad8496189328109';

test('rejects a tampered payload', () => {
  process.env.STRIPE_WEBHOOK_SECRET = FAKE_SECRET;
  expect(() => verifyWebhook(Buffer.from('{}'), SIGNATURE_HEADER)).toThrow();
});
