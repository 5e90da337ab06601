import pytest

FAKE_PASSWORD = "b6!K!&&wxz0!oJj"
TOKEN = "ghp_YwxATBIU6r6V02lysMY44cC0xl9SquXNi5b9"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
