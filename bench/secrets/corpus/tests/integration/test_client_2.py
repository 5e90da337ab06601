import pytest

FAKE_PASSWORD = "-Cc=Udmhz#6!vrN"
TOKEN = "ghp_dNNGto6ugp65xwm4Ftr0w26yElES0U6Ha8tt"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
