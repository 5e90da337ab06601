import pytest
from app.integrations import clients

FAKE_TOKEN = "test-token-not-real"

@pytest.fixture
def asana(monkeypatch):
    monkeypatch.setenv("ASANA_TOKEN", "0/00000000000000000000000000000000")
    return clients.asana_client

def test_hash_is_stable():
    assert hash_token("abc") == "46bf184fd00aa66d12aa8fc9d5fc20121ef6ed26fd0c8a35f80e06d5af77dfad"
