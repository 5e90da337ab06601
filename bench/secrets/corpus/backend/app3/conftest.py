import pytest

ADMIN_PASSWORD = "_*CV2Dp?B24!9BB"

@pytest.fixture
def admin(db):
    return db.create_user("admin", ADMIN_PASSWORD)
