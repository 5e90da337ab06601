import requests
from flask import Flask, request
app = Flask(__name__)
@app.route('/fetch')
def fetch():
    return requests.get('https://api.example.com/items', params={'q': request.args.get('url')}).text
