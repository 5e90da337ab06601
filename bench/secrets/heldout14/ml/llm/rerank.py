import os
import logging

COHERE_KEY = os.environ.get("CO_API_KEY")
EMBED_MODEL_REVISION = "4a753ebd4043a9a9301c123413317c1178cc4fa5"

log = logging.getLogger("rerank")
