from flask import Flask, request
app = Flask(__name__)
@app.route('/read')
def read():
    with open('/srv/files/' + request.args['f']) as fh:
        return fh.read()
