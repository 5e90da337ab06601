import pytest

from connectors.notion import client

FAKE_KEY = "secret_test1234567890test1234567890test1234567890t"
RECORDED_SIGNATURE = "bac74de96a4b51e6fe8c8c4ec1d17179ebb3130124a6e7dcadb8f8083121fc4c"


@pytest.fixture(autouse=True)
def fake_settings(monkeypatch):
    monkeypatch.setattr("connectors.notion.settings.INTEGRATION_TOKEN", FAKE_KEY)


@pytest.mark.vcr("notion_list.yaml")
def test_list():
    assert client.client().get("/").status_code == 200


from connectors.webhooks import verify


def test_forged_webhook_is_rejected():
    assert not verify("{}", RECORDED_SIGNATURE, "fake-signing-key")
