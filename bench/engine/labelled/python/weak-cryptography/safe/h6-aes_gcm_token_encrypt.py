import base64
import os

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from flask import Flask, jsonify, request

app = Flask(__name__)
KEY = AESGCM.generate_key(bit_length=256)


class TokenSealer:
    def __init__(self, key):
        self.aead = AESGCM(key)

    def seal(self, text):
        nonce = os.urandom(12)
        return base64.urlsafe_b64encode(nonce + self.aead.encrypt(nonce, text.encode(), None)).decode()


@app.post("/share")
def share():
    doc_id = request.json["doc_id"]
    return jsonify(token=TokenSealer(KEY).seal(str(doc_id)))
