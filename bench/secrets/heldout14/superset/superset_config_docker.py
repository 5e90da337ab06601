import os
SECRET_KEY = os.environ["SUPERSET_SECRET_KEY"]
# generate with: openssl rand -base64 42
SQLALCHEMY_DATABASE_URI = f"postgresql+psycopg2://{os.environ['DB_USER']}:{os.environ['DB_PASS']}@db:5432/superset"
WTF_CSRF_ENABLED = True
