import os
import logging

os.environ["LANGCHAIN_API_KEY"] = "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"

log = logging.getLogger("langsmith_trace")
