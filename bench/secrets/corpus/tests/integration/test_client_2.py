import pytest

FAKE_PASSWORD = "9LMmfjfheV0!9oP"
TOKEN = "ghp_icB2SHitT1Qc8TTIPmdZF75hgGMTA26RvRZu"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
