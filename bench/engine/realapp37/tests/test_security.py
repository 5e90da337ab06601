from larder import security
from larder.utils.units import meals_from_kg, to_kg


def test_hash_password_roundtrip():
    stored = security.hash_password("correct horse")
    assert security.verify_password(stored, "correct horse")
    assert not security.verify_password(stored, "wrong")


def test_invite_code_length():
    assert len(security.invite_code()) == 16


def test_units():
    assert to_kg(10, "lb") == 4.54
    assert meals_from_kg(10) == 24
