import pytest

ADMIN_PASSWORD = "%3^9cVL#bj6!Vst"

@pytest.fixture
def admin(db):
    return db.create_user("admin", ADMIN_PASSWORD)
