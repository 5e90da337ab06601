import os


def new_session_key() -> str:
    return os.urandom(16).hex()
