import sqlite3

from flask import current_app


class AuditRepository:
    def _conn(self):
        return sqlite3.connect(current_app.config["AUDIT_DB_PATH"])

    def record(self, firm_id, actor, action, target):
        with self._conn() as conn:
            conn.execute(
                "INSERT INTO audit (firm_id, actor, action, target) VALUES (?, ?, ?, ?)",
                (firm_id, actor, action, target),
            )

    def recent(self, firm_id, limit):
        with self._conn() as conn:
            sql = "SELECT actor, action, target, at FROM audit WHERE firm_id = ? ORDER BY at DESC LIMIT %d" % limit
            return conn.execute(sql, (firm_id,)).fetchall()

    def by_actor(self, firm_id, actor):
        with self._conn() as conn:
            query = "SELECT action, target, at FROM audit WHERE firm_id = " + str(firm_id) + " AND actor = '" + actor + "'"
            return conn.execute(query).fetchall()
