import pytest

from connectors.pagerduty import client

FAKE_KEY = "EXAMPLE0000000000000"
RECORDED_SIGNATURE = "859d046d2ec21227e5b38e0c04715c83d813d7e6b9c290cc658575968716852b"


@pytest.fixture(autouse=True)
def fake_settings(monkeypatch):
    monkeypatch.setattr("connectors.pagerduty.settings.API_TOKEN", FAKE_KEY)


@pytest.mark.vcr("pagerduty_list.yaml")
def test_list():
    assert client.client().get("/").status_code == 200


from connectors.webhooks import verify


def test_forged_webhook_is_rejected():
    assert not verify("{}", RECORDED_SIGNATURE, "fake-signing-key")
