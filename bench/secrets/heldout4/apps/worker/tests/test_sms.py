from unittest import mock

import pytest

from worker.tasks import sms


@pytest.fixture
def fake_client(monkeypatch):
    c = mock.Mock()
    c.messages.create.return_value = mock.Mock(sid="SM00000000000000000000000000000000")
    monkeypatch.setattr(sms, "client", c)
    return c


def test_send_sms(fake_client):
    assert sms.send_sms("+15005550006", "hi") == "SM00000000000000000000000000000000"
    fake_client.messages.create.assert_called_once()
