"""Pinned model artefacts: the worker refuses to load weights whose digest differs."""

MODEL_DIGESTS = {
    "minilm-l6-v2.onnx": "1d0dfdab09f98d8f05cc52ded7d3b0008395b02e692b9fcc5711468ff1a9fb9a",
    "tokenizer.json": "a1acea741d7c10b7afa16db8dd3c8a38ba5cb0c9526203bf9352aae0dc73c4b8",
    "classifier-v7.pt": "cdd86be8e621bbbb8dd9cf32c9f25a99e6da33b3cd0ba21beadb170dd3a793be",
}

RELEASE_COMMIT = "3e4f5c418be8865827e0cc6e840f5ab602bcf0b2"
