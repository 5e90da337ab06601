import pytest

from connectors.telegram import client

FAKE_KEY = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"
RECORDED_SIGNATURE = "dc7dd80a8ce25004b3b2f0d5c02bb5775864d821d75f6401dd1e584797a69e6c"


@pytest.fixture(autouse=True)
def fake_settings(monkeypatch):
    monkeypatch.setattr("connectors.telegram.settings.BOT_TOKEN", FAKE_KEY)


@pytest.mark.vcr("telegram_list.yaml")
def test_list():
    assert client.client().get("/").status_code == 200


from connectors.webhooks import verify


def test_forged_webhook_is_rejected():
    assert not verify("{}", RECORDED_SIGNATURE, "test-secret")
