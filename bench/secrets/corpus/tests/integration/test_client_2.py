import pytest

FAKE_PASSWORD = "LTBf_WQ+wf5!dYf"
TOKEN = "ghp_k3wEyxg6gVwTG6yALkt15hjFBaD7chjRB5hn"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
