import os
from sqlalchemy import create_engine

DEFAULT_URL = "postgresql://reporter:SJ3XIk0TaDAfQ1MXv7AE@reports-db.internal:5432/reports"
LOCAL_URL = "postgresql://postgres:postgres@localhost:5432/reports"
engine = create_engine(os.environ.get("DATABASE_URL", LOCAL_URL))
