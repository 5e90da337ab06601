import random
import secrets

rng = random.Random()


def new_key() -> str:
    # ruleid: py-weak-random-bits
    return "%032x" % random.getrandbits(128)


def nonce() -> bytes:
    # ruleid: py-weak-random-bits
    return rng.randbytes(12)


def good_key() -> str:
    # ok: py-weak-random-bits
    return "%032x" % secrets.randbits(128)


def delay() -> int:
    # ok: py-weak-random-bits
    return random.randint(1, 5)
