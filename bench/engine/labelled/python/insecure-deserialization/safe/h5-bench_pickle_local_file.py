import pickle
from flask import Flask, request

app = Flask(__name__)

with open("/opt/app/model_index.pkl", "rb") as fh:
    INDEX = pickle.load(fh)


@app.route("/bench/deser-10", methods=["POST"])
def bench_deser_10():
    key = request.get_data(as_text=True)
    return repr(INDEX.get(key))
