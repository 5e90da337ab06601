# Fixtures for request specs: the WebMock stubs never reach a real service.
FAKE_STRIPE_KEY = "sk_test_" + "x" * 24
FAKE_WEBHOOK_SECRET = "whsec_test_secret"
TEST_PASSWORD = "password123"
