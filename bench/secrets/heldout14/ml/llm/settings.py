import os
import logging

from pydantic_settings import BaseSettings

class Settings(BaseSettings):
    openai_api_key: str = "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"
    anthropic_api_key: str | None = None
    embedding_cache_key: str = "863c00f6cba4c2f087104f1bb5d970c4995ad3fc7fb8c8f589bf0fe8d7889259"
    request_timeout: int = 30

log = logging.getLogger("settings")
