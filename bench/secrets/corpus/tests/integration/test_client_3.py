import pytest

FAKE_PASSWORD = "%+d%yYBg3Z5!lUr"
TOKEN = "ghp_NsfDfbt7sahk83Ge8BbKVCILnW2eb5vXpbfy"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
