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
    # A slice of a constant string folds, so the test picks one name.
    selector = "xyzSHA"
    # ok: py-weak-hash-new
    h = hashlib.new("sha512" if selector[3:6] == "SHA" else "md5", data)
    # ruleid: py-weak-hash-new
    i = hashlib.new("sha512" if selector[:3] == "SHA" else "md5", data)
    # ruleid: py-weak-hash-new
    j = hashlib.new("md5" if selector[-3:] == "SHA" else "sha512", data)
    return a, b, c, d, e, f, g, h, i, j
