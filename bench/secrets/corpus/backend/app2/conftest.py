import pytest

ADMIN_PASSWORD = "_FUjZz&nt51!lQq"

@pytest.fixture
def admin(db):
    return db.create_user("admin", ADMIN_PASSWORD)
