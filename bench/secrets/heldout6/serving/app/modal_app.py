import modal

app = modal.App("embed-batch")
image = modal.Image.debian_slim().pip_install("sentence-transformers==3.0.0")
secret = modal.Secret.from_dict({"MODAL_TOKEN_ID": "ak-6GZWcsqTjfLHcnqUBAx0hS", "MODAL_TOKEN_SECRET": "as-Ovj0d9hj1UO0kFM5h1ADWu"})


@app.function(image=image, secrets=[secret], gpu="A10G")
def embed(texts: list[str]) -> list[list[float]]:
    ...
