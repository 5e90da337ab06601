import pytest

from connectors.plaid import client

FAKE_KEY = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
RECORDED_SIGNATURE = "50107bd4f0b7b782f3a27dd05f9c58001b15916fc7e2ad9e4176362be83e36d4"


@pytest.fixture(autouse=True)
def fake_settings(monkeypatch):
    monkeypatch.setattr("connectors.plaid.settings.SECRET", FAKE_KEY)


@pytest.mark.vcr("plaid_list.yaml")
def test_list():
    assert client.client().get("/").status_code == 200


from connectors.webhooks import verify


def test_forged_webhook_is_rejected():
    assert not verify("{}", RECORDED_SIGNATURE, "whsec_test")
