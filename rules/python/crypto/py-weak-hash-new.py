import hashlib

DIGEST = "sha1"


def digest(data: bytes, legacy: bool):
    # ruleid: py-weak-hash-new
    a = hashlib.new("md5", data)
    # ruleid: py-weak-hash-new
    b = hashlib.new("SHA1")
    algorithm = "md5"
    # ruleid: py-weak-hash-new
    c = hashlib.new(algorithm, data)
    # ok: py-weak-hash-new
    d = hashlib.new("sha256", data)
    algorithm = "sha512"
    # ok: py-weak-hash-new
    e = hashlib.new(algorithm, data)
    # ok: py-weak-hash-new
    f = hashlib.new("md5", data, usedforsecurity=False)
    use_old = False
    # ok: py-weak-hash-new
    g = hashlib.new("md5" if use_old else "sha256", data)
    return a, b, c, d, e, f, g
