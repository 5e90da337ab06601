import os
from sqlalchemy import create_engine

DEFAULT_URL = "postgresql://reporter:lt2dfXL0ruhOq0sOlCkH@reports-db.internal:5432/reports"
LOCAL_URL = "postgresql://postgres:postgres@localhost:5432/reports"
engine = create_engine(os.environ.get("DATABASE_URL", LOCAL_URL))
