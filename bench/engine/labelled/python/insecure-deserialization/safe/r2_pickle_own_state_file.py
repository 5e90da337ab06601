import os
import pickle
from flask import Flask

app = Flask(__name__)
STATE = os.path.join(os.path.dirname(__file__), "state.pkl")


def load_state():
    if not os.path.exists(STATE):
        return {}
    with open(STATE, "rb") as fh:
        return pickle.load(fh)


@app.route("/state")
def state():
    return {"entries": len(load_state())}
