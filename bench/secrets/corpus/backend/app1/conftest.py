import pytest

ADMIN_PASSWORD = "C7mr8P-_834!1jP"

@pytest.fixture
def admin(db):
    return db.create_user("admin", ADMIN_PASSWORD)
