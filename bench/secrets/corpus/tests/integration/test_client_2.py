import pytest

FAKE_PASSWORD = "e-SAH85xyL1!QEg"
TOKEN = "ghp_l5kK8BIdlppAtw250zVWoThnYgQfKUhc4RJb"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
