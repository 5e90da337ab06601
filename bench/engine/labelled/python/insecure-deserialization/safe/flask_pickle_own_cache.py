import pickle
from flask import Flask, request

app = Flask(__name__)
CACHE = "/var/cache/app/model.pkl"


@app.post("/model")
def model():
    with open(CACHE, "rb") as fh:
        clf = pickle.load(fh)
    return {"prediction": clf.predict([[float(request.form["x"])]])[0]}
