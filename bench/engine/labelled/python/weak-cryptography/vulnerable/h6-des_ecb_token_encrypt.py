import base64

from Crypto.Cipher import DES
from Crypto.Util.Padding import pad
from flask import Flask, jsonify, request

app = Flask(__name__)
KEY = b"8bytekey"


class TokenSealer:
    def __init__(self, key):
        self.cipher = DES.new(key, DES.MODE_ECB)

    def seal(self, text):
        return base64.b64encode(self.cipher.encrypt(pad(text.encode(), 8))).decode()


@app.post("/share")
def share():
    doc_id = request.json["doc_id"]
    return jsonify(token=TokenSealer(KEY).seal(str(doc_id)))
