from flask import Flask, abort, redirect, request

app = Flask(__name__)

PARTNER_LINKS = {
    "docs": "https://docs.example.com/",
    "status": "https://status.example.com/",
    "blog": "https://blog.example.com/",
}


@app.get("/out")
def outbound():
    key = request.args.get("to", "")
    target = PARTNER_LINKS.get(key)
    if target is None:
        abort(404)
    return redirect(target)
