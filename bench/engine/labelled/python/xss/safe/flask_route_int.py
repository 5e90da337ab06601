from flask import Flask

app = Flask(__name__)


@app.route("/page/<int:number>")
def page(number):
    return "<h2>Page " + str(number) + "</h2>"
