CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT UNIQUE, email TEXT, password TEXT, password_hash TEXT,
                    role TEXT DEFAULT 'student', bio TEXT, reset_token TEXT);
CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, category TEXT, price REAL, description TEXT, created_at TEXT);
CREATE TABLE tags (product_id INTEGER, label TEXT);
CREATE TABLE reviews (id INTEGER PRIMARY KEY, product_id INTEGER, author TEXT, body TEXT, stars INTEGER, flagged INTEGER DEFAULT 0, reason TEXT);
CREATE TABLE posts (id INTEGER PRIMARY KEY, author TEXT, title TEXT, body TEXT);
CREATE TABLE feedback (id INTEGER PRIMARY KEY, author TEXT, message TEXT);
CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT, status TEXT, total REAL, note TEXT, created_at TEXT);
CREATE TABLE recovery_answers (id INTEGER PRIMARY KEY, user_id INTEGER, digest TEXT);
