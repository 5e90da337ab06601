import pytest

FAKE_PASSWORD = "ScZf^JTKs_2!dGE"
TOKEN = "ghp_63BZSuaxTURUclXAGZcV5uL72IVClWnKAMcV"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
