import os
from unittest import mock

FAKE_KEY = "sk-test-1234567890"

@mock.patch.dict(os.environ, {"OPENAI_API_KEY": "test-key", "ANTHROPIC_API_KEY": "dummy"})
def test_client_reads_env():
    from ml.llm.client import OPENAI_API_KEY
    assert OPENAI_API_KEY

def test_hash_is_stable():
    assert digest(b"hello") == "49ddbd96e4b5f38ff8ae06804869ce613cce32b55d43b810ae8992f078928926"
