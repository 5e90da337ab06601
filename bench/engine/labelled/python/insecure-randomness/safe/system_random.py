import random
import string

_rng = random.SystemRandom()


def temporary_password(length: int = 12) -> str:
    alphabet = string.ascii_letters + string.digits + "!@#$%"
    return "".join(_rng.choice(alphabet) for _ in range(length))
