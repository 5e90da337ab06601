import pytest
from airflow.models import DagBag

@pytest.fixture(autouse=True)
def fake_env(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-a-real-key")
    monkeypatch.setenv("AIRFLOW_CONN_WAREHOUSE", "postgres://user:pass@localhost:5432/test")
    monkeypatch.setenv("AIRFLOW__CORE__FERNET_KEY", "")

def test_no_import_errors():
    bag = DagBag(include_examples=False)
    assert not bag.import_errors
