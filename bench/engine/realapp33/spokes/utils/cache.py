import hashlib
import json

import redis
from flask import current_app

_client = None


def client():
    global _client
    if _client is None:
        _client = redis.Redis.from_url(current_app.config["CELERY"]["broker_url"])
    return _client


def cache_key(prefix: str, **params) -> str:
    blob = json.dumps(params, sort_keys=True, default=str)
    return prefix + ":" + hashlib.md5(blob.encode("utf-8")).hexdigest()


def etag_for(ride) -> str:
    return hashlib.md5(f"{ride.id}:{ride.starts_at.isoformat()}".encode(), usedforsecurity=False).hexdigest()


def get_json(key: str):
    raw = client().get(key)
    return json.loads(raw) if raw else None


def put_json(key: str, value, ttl: int = 300):
    client().setex(key, ttl, json.dumps(value, default=str))
