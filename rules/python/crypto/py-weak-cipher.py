import os

from Crypto.Cipher import AES, ARC4, DES, DES3
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


def encrypt(data: bytes, key: bytes):
    # ruleid: py-weak-cipher
    des = DES.new(key[:8], DES.MODE_CBC, iv=os.urandom(8))
    # ruleid: py-weak-cipher
    triple = DES3.new(key[:24], DES3.MODE_CBC, iv=os.urandom(8))
    # ruleid: py-weak-cipher
    rc4 = ARC4.new(key)
    # ruleid: py-weak-cipher
    legacy = Cipher(algorithms.TripleDES(key[:24]), modes.CBC(os.urandom(8)))
    # ok: py-weak-cipher
    gcm = AES.new(key[:32], AES.MODE_GCM)
    # ok: py-weak-cipher
    modern = Cipher(algorithms.AES(key[:32]), modes.GCM(os.urandom(12)))
    return des, triple, rc4, legacy, gcm, modern
