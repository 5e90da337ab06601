import pytest

FAKE_PASSWORD = "6tWB=h%JRB6!o15"
TOKEN = "ghp_8mTw1zwtQYQGXOVI20ZQPtFEYtU2mCjOjzut"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
