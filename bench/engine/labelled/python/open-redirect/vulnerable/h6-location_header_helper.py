from flask import Flask, make_response, request

app = Flask(__name__)


def bounce(target, code=302):
    resp = make_response("", code)
    resp.headers["Location"] = target
    return resp


@app.get("/out")
def outbound():
    campaign = request.args.get("c", "none")
    app.logger.info("outbound click campaign=%s", campaign)
    return bounce(request.args["to"])
