import pytest

FAKE_PASSWORD = "@pXgc^R7Jd4!ds1"
TOKEN = "ghp_zBxhddoVSfqKBnddjcvThtzkqSgp85BWFXFd"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
