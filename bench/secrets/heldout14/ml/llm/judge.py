import os
import logging

OPENAI_API_KEY = os.environ["OPENAI_API_KEY"]
ANTHROPIC_API_KEY = os.getenv("ANTHROPIC_API_KEY")

log = logging.getLogger("judge")
