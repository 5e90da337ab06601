import pytest

from app.auth import login

TEST_PASSWORD = "not-a-real-password"


@pytest.fixture
def user(db):
    return db.create_user(email="test@example.com", password=TEST_PASSWORD)


def test_login(user):
    assert login("test@example.com", TEST_PASSWORD)
    assert not login("test@example.com", "wrong")


def test_token_shape():
    token = "dc4fb83d-53d7-40f4-8e46-070bb87c663d"
    assert len(token) == 36
