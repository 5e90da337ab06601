from flask import Flask, request, render_template_string

app = Flask(__name__)


@app.route("/welcome")
def welcome():
    user = request.args.get("user", "guest")
    template = "<h2>Welcome back, {{ user }}</h2><p>{{ now }}</p>"
    return render_template_string(template, user=user, now="today")
