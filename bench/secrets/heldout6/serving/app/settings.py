from pydantic_settings import BaseSettings


class Settings(BaseSettings):
    openai_api_key: str
    pinecone_api_key: str
    pinecone_index: str = "docs-v3"
    redis_url: str = "redis://localhost:6379/0"
    model_revision: str = "c9637f954b49f48ea8dca9da1514282b0239d1bd"
    request_signing_salt: str = "feature-api"

    class Config:
        env_file = ".env"


settings = Settings()
