import hashlib
from hashlib import sha1

from Crypto.Hash import MD5
from cryptography.hazmat.primitives import hashes


def fingerprint(data: bytes, password: bytes):
    # ruleid: py-weak-hash
    a = hashlib.md5(data).hexdigest()
    # ruleid: py-weak-hash
    b = sha1(password).hexdigest()
    # ruleid: py-weak-hash
    c = MD5.new(data)
    # ruleid: py-weak-hash
    d = hashes.Hash(hashes.SHA1())
    # ok: py-weak-hash
    e = hashlib.sha256(data).hexdigest()
    # Declared as a non-security use (Python 3.9+).
    # ok: py-weak-hash
    f = hashlib.md5(data, usedforsecurity=False).hexdigest()
    # ok: py-weak-hash
    g = hashes.Hash(hashes.SHA256())
    return a, b, c, d, e, f, g


def etag_response(response, body: bytes, password: bytes):
    # An entity tag names the representation for caches: nobody relies on it being hard to collide.
    # ok: py-weak-hash
    response.headers["ETag"] = hashlib.sha1(body).hexdigest()
    # ok: py-weak-hash
    tag = hashlib.md5(body).hexdigest()
    response.set_etag(tag)
    # ruleid: py-weak-hash
    response.headers["X-Checksum"] = hashlib.md5(password).hexdigest()
    return response
