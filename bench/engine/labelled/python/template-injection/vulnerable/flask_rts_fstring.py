from flask import Flask, request, render_template_string

app = Flask(__name__)


@app.errorhandler(404)
def not_found(error):
    return render_template_string(f"<h1>{request.path} was not found</h1>"), 404
