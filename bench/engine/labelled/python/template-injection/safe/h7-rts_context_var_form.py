from flask import Flask, render_template_string, request

app = Flask(__name__)

LAYOUT = "<html><body><h1>Welcome, {{ name }}!</h1></body></html>"


@app.post("/greet")
def greet():
    name = request.form.get("name", "friend")
    return render_template_string(LAYOUT, name=name)
