from Crypto.Cipher import DES


def encrypt_card(number: bytes, key: bytes) -> bytes:
    cipher = DES.new(key, DES.MODE_ECB)
    return cipher.encrypt(number.ljust(16, b"\0"))
