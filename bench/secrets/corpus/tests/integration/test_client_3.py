import pytest

FAKE_PASSWORD = "VrG87F*T^g7!fLR"
TOKEN = "ghp_pKphUtmPSauAY6GpuAoqKU0FUXdkU2YlxMYa"


def test_login(client):
    assert client.login("alice", FAKE_PASSWORD)
