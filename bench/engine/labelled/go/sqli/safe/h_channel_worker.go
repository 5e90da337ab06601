package jobs

import (
	"database/sql"
	"net/http"
)

func Enqueue(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		names := make(chan string, 1)
		names <- r.FormValue("name")
		close(names)
		for name := range names {
			db.Exec("INSERT INTO jobs (name) VALUES ($1)", name)
		}
		w.WriteHeader(http.StatusAccepted)
	}
}
