import pytest

FAKE_PASSWORD = "RTjV8wuD%W9!frG"
TOKEN = "ghp_L6ezNwoDwMkvLIBYkS64CaGmKmdSCugwEC0z"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
