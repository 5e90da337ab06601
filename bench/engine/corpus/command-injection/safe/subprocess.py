import subprocess
from flask import Flask, request
app = Flask(__name__)
@app.route('/ping')
def ping():
    return subprocess.check_output(['ping', '-c1', request.args['h']])
