import pytest

FAKE_PASSWORD = "kjaJg@!xeK7!MKX"
TOKEN = "ghp_llKLOceeEHUf2PYCexmRUOtytqSiRaPrxsAM"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
