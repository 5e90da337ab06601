import os

from Crypto.Cipher import AES
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


def seal(key: bytes, data: bytes):
    # ruleid: py-weak-cipher-mode-ecb
    ecb = AES.new(key, AES.MODE_ECB)
    # ruleid: py-weak-cipher-mode-ecb
    also = AES.new(key, mode=AES.MODE_ECB)
    # ruleid: py-weak-cipher-mode-ecb
    raw = Cipher(algorithms.AES(key), modes.ECB())
    # ok: py-weak-cipher-mode-ecb
    gcm = AES.new(key, AES.MODE_GCM)
    # ok: py-weak-cipher-mode-ecb
    cbc = AES.new(key, AES.MODE_CBC, iv=os.urandom(16))
    # ok: py-weak-cipher-mode-ecb
    ctr = Cipher(algorithms.AES(key), modes.CTR(os.urandom(16)))
    return ecb, also, raw, gcm, cbc, ctr
