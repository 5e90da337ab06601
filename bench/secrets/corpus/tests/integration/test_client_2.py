import pytest

FAKE_PASSWORD = "2Q^g9KJCd^5!2Iw"
TOKEN = "ghp_pZobkOFqvYDmDQJDA7P2SJ828XVEqDidKMSz"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
