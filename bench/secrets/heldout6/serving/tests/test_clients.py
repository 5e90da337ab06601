import pytest

FAKE_OPENAI_KEY = "sk-test-0000000000000000000000000000000000000000"
FAKE_ANTHROPIC_KEY = "sk-ant-api03-" + "x" * 93 + "AA"
FAKE_HF_TOKEN = "hf_" + "a" * 34


@pytest.fixture
def settings(monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", FAKE_OPENAI_KEY)
    monkeypatch.setenv("PINECONE_API_KEY", "00000000-0000-0000-0000-000000000000")
    monkeypatch.setenv("WANDB_API_KEY", "0" * 40)
