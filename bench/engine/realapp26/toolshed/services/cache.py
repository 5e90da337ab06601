import pickle

import redis

from ..config import get_settings

_redis = redis.Redis.from_url(get_settings().redis_url)


def remember(key: str, value, ttl: int = 300) -> None:
    _redis.setex(f"toolshed:{key}", ttl, pickle.dumps(value))


def recall(key: str):
    blob = _redis.get(f"toolshed:{key}")
    return pickle.loads(blob) if blob else None
