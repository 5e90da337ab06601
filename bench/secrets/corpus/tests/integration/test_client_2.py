import pytest

FAKE_PASSWORD = "iVKZe_A8DB9!gnc"
TOKEN = "ghp_bdowNgytAjRJCmDsUeOL7RBCLYyxqXIHUAbn"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
