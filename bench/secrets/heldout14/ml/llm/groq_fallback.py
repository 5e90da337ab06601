import os
import logging

GROQ_API_KEY = os.environ["GROQ_API_KEY"]

log = logging.getLogger("groq_fallback")
