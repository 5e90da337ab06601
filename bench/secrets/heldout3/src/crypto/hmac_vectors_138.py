# RFC 4231 test case 2
KEY = b"Jefe"
DATA = b"what do ya want for nothing?"
EXPECTED = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"

def test_vector():
    assert hmac.new(KEY, DATA, hashlib.sha256).hexdigest() == EXPECTED
