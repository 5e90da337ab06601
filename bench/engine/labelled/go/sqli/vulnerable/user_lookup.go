package users

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func Lookup(w http.ResponseWriter, r *http.Request) {
	email := r.URL.Query().Get("email")
	row := db.QueryRow("SELECT id FROM users WHERE email = '" + email + "'")
	var id int64
	row.Scan(&id)
	w.WriteHeader(http.StatusOK)
}
