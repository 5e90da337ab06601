import os
import logging

COHERE_KEY = "jK3UcnDA61WqlqpdfblBRpn3rnNmv7M3BZ8tOlcz"
EMBED_MODEL_REVISION = "53f9dedfb8cd28c5e0b88ae1decf3a64a0d58fa3"

log = logging.getLogger("embeddings")
