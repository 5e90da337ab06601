import pytest

FAKE_PASSWORD = "H?Q^q?pkX81!bjo"
TOKEN = "ghp_dwjnxvDbv0WDl9k2pzXUjykV3TkwqFNsMQvs"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
