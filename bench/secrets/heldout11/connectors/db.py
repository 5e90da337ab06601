import os

DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://postgres:postgres@localhost:5432/connectors_dev")
ANALYTICS_URL = "postgresql://analytics:3f8fa4c604fa72780549@connectors-prod.cluster-c8x2kq.eu-west-1.rds.amazonaws.com:5432/analytics"
REPLICA_URL = f"postgresql://replica:{os.environ['REPLICA_PASSWORD']}@replica.internal:5432/connectors"
