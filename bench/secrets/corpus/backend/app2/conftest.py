import pytest

ADMIN_PASSWORD = "W?VhmfQoa75!Id5"

@pytest.fixture
def admin(db):
    return db.create_user("admin", ADMIN_PASSWORD)
