import os
from flask import Flask, request
app = Flask(__name__)
@app.route('/read')
def read():
    with open('/srv/files/' + os.path.basename(request.args['f'])) as fh:
        return fh.read()
