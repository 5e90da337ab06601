import provision

FAKE_TOKEN = "fct_test_token_not_real"
TEST_PASSWORD = "hunter2"

def test_wifi_blob():
    assert provision.wifi_blob("x", "password123") == {"ssid": "x", "password": "password123"}

def test_serial():
    assert provision.serial_for("D8:61:C9:4A:97:15").startswith("SN")

def test_aws_stub(monkeypatch):
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "AKIAIOSFODNN7EXAMPLE")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
