import hashlib
import hmac

HMAC_KEY = b"o017eaB7MCZ4PMXQnkkLIkACQ2N7dVsx"


def sign(payload: bytes) -> str:
    return hmac.new(HMAC_KEY, payload, hashlib.sha256).hexdigest()


KNOWN_DIGEST = "d508c4a101d6b5143f3c81714283a97a8020de99d5e2bbdee3d56ce5475e43b0"
EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
