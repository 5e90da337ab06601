import pytest

FAKE_PASSWORD = "W6zX?scp_59!92E"
TOKEN = "ghp_gZp5vn5T4Jzlipu5HmeNWdacIQLEpPl3dEVL"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
