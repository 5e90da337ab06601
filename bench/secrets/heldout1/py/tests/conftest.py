import os

import pytest

os.environ.setdefault("DJANGO_SECRET_KEY", "test-only-not-secret")
os.environ.setdefault("STRIPE_SECRET_KEY", "sk_test_placeholder")


@pytest.fixture
def api_headers():
    return {"Authorization": "Bearer test-token"}
