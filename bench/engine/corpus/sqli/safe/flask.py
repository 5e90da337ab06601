import sqlite3
from flask import Flask, request
app = Flask(__name__)
@app.route('/u')
def user():
    conn = sqlite3.connect('a.db')
    cur = conn.cursor()
    cur.execute('SELECT * FROM users WHERE name = ?', (request.args.get('name'),))
    return str(cur.fetchall())
