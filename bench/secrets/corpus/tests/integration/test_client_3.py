import pytest

FAKE_PASSWORD = "PL6f_4Qoy+7!JhQ"
TOKEN = "ghp_PfhiZ4Xv7mEpntpL6QzPtxWRjEuTFVivoX9C"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
