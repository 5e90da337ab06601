import base64
import pickle

from flask import Flask, request

app = Flask(__name__)


class WizardState:
    @staticmethod
    def restore(encoded):
        if not encoded:
            return {}
        return pickle.loads(base64.urlsafe_b64decode(encoded))


@app.route("/wizard/step", methods=["POST"])
def step():
    state = WizardState.restore(request.headers.get("X-Wizard-State"))
    return {"step": state.get("step", 0) + 1}
