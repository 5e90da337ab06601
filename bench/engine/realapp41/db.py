"""Tiny sqlite3 layer: every helper takes SQL text plus optional parameters."""
import sqlite3

from flask import g

import config


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(config.DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


def close_db(_exc=None):
    conn = g.pop("db", None)
    if conn is not None:
        conn.close()


def query(sql, params=()):
    cur = get_db().execute(sql, params)
    rows = cur.fetchall()
    cur.close()
    return rows


def query_one(sql, params=()):
    rows = query(sql, params)
    return rows[0] if rows else None


def execute(sql, params=()):
    conn = get_db()
    cur = conn.execute(sql, params)
    conn.commit()
    return cur.lastrowid


def find_user_by_email(email):
    return query_one("SELECT id, username, email FROM users WHERE email = '%s'" % email)


def find_user_by_id(user_id):
    return query_one("SELECT id, username, email, bio, role FROM users WHERE id = ?", (user_id,))


def find_user_by_name(username):
    return query_one("SELECT id, username, password_hash, role FROM users WHERE username = ?", (username,))


def count_rows(table):
    return query_one(f"SELECT count(*) AS n FROM {table}")["n"]


def products_in_price_band(low, high):
    return query("SELECT id, name, price FROM products WHERE price BETWEEN " + str(low) + " AND " + str(high))


def tag_products(tag):
    return query("SELECT p.id, p.name FROM products p JOIN tags t ON t.product_id = p.id WHERE t.label = '" + tag + "'")


def save_feedback(author, message):
    return execute("INSERT INTO feedback (author, message) VALUES (?, ?)", (author, message))
