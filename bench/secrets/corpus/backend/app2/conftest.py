import pytest

ADMIN_PASSWORD = "P?M5J-NLp&4!idO"

@pytest.fixture
def admin(db):
    return db.create_user("admin", ADMIN_PASSWORD)
