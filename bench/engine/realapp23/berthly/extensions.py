import os

import redis
from flask_restful import Api
from flask_restx import Api as RestxApi
from flask_sqlalchemy import SQLAlchemy

db = SQLAlchemy()
api = Api(prefix="/api")
restx_api = RestxApi(doc="/api/imports/docs", prefix="/api/imports")
redis_client = redis.Redis.from_url(os.environ.get("CACHE_URL", "redis://localhost:6379/1"))
