import pytest

ADMIN_PASSWORD = "nT^tg_SyD27!Ljn"

@pytest.fixture
def admin(db):
    return db.create_user("admin", ADMIN_PASSWORD)
