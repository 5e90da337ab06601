import os
import logging

client = Mistral(api_key=os.environ["MISTRAL_API_KEY"])

log = logging.getLogger("mistral_chat")
