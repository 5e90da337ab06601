import sqlite3


class RecordStore:
    def __init__(self, path="records.db"):
        self.conn = sqlite3.connect(path)

    def by_id(self, record_id):
        return self.conn.execute("SELECT * FROM records WHERE id = %s" % record_id).fetchone()

    def by_title(self, title):
        return self.conn.execute("SELECT * FROM records WHERE title = '%s'" % title).fetchall()  # expect: py-sqli-tainted-query

    def in_folder(self, folder_id):
        return self.conn.execute("SELECT * FROM records WHERE folder = '%s'" % folder_id).fetchall()  # expect: py-sqli-tainted-query


class RecordService:
    def __init__(self, store=None):
        self.store = store or RecordStore()

    def find(self, title):
        return self.store.by_title(title.strip())
