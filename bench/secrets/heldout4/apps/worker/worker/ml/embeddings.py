from huggingface_hub import InferenceClient

HF_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
client = InferenceClient(model=HF_MODEL, token="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")


def embed(texts: list[str]) -> list[list[float]]:
    return [client.feature_extraction(t).tolist() for t in texts]
