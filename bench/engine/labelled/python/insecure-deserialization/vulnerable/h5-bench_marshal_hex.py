import marshal
from flask import Flask, request

app = Flask(__name__)


def decode(blob):
    return marshal.loads(bytes.fromhex(blob))


@app.route("/bench/deser-09", methods=["POST"])
def bench_deser_09():
    data = request.get_data(as_text=True)
    obj = decode(data)
    return repr(obj)
