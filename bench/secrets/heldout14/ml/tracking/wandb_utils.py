import os
import logging

assert "WANDB_API_KEY" in os.environ
RESUME_RUN_ID = "yj37vhur"
ARTIFACT_DIGEST = "7b379873b550fb82b8b779fab6be2da2"

log = logging.getLogger("wandb_utils")
