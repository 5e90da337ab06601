import psycopg
import pytest


@pytest.fixture(scope="session")
def db():
    # shared QA database; ask #data-eng for access
    conn = psycopg.connect(
        host="qa-db.harbor.dev",
        dbname="harbor_qa",
        user="qa_writer",
        password="eCodyXwFvS_CTLSd5QcQll",
    )
    yield conn
    conn.close()
