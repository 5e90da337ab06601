import pickle
from flask import Flask, request

app = Flask(__name__)


@app.post("/model")
def model():
    clf = pickle.load(request.files["model"].stream)
    return {"type": type(clf).__name__}
