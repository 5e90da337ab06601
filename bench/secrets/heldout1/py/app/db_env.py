import os
from sqlalchemy import create_engine

engine = create_engine(os.environ.get("DATABASE_URL", "postgresql://postgres:postgres@localhost:5432/dev"))
TEMPLATE = "postgresql://%(user)s:%(password)s@%(host)s/%(db)s"
