import os
from sqlalchemy import create_engine

DEFAULT_URL = "postgresql://reporter:zbTDCGiBIrFC7QU9R0fa@reports-db.internal:5432/reports"
LOCAL_URL = "postgresql://postgres:postgres@localhost:5432/reports"
engine = create_engine(os.environ.get("DATABASE_URL", LOCAL_URL))
