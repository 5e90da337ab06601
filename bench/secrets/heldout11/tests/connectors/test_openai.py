import pytest

from connectors.openai import client

FAKE_KEY = "sk-proj-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"
RECORDED_SIGNATURE = "a4b4c0bb9635a4018b1131794587f30053dd0d28a13557c2b2f63105c5565742"


@pytest.fixture(autouse=True)
def fake_settings(monkeypatch):
    monkeypatch.setattr("connectors.openai.settings.API_KEY", FAKE_KEY)


@pytest.mark.vcr("openai_list.yaml")
def test_list():
    assert client.client().get("/").status_code == 200


from connectors.webhooks import verify


def test_forged_webhook_is_rejected():
    assert not verify("{}", RECORDED_SIGNATURE, "sekrit")
