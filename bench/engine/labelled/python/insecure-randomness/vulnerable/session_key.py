import random


def new_session_key() -> str:
    return "%032x" % random.getrandbits(128)
