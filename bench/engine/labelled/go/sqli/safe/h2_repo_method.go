package store

import (
	"database/sql"
	"net/http"
)

type Repo struct{ db *sql.DB }

var columns = map[string]bool{"type": true, "source": true}

func (r *Repo) CountBy(column, value string) (int, error) {
	if !columns[column] {
		column = "type"
	}
	var n int
	err := r.db.QueryRow("SELECT COUNT(*) FROM events WHERE "+column+" = $1", value).Scan(&n)
	return n, err
}

func Handler(repo *Repo) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		n, err := repo.CountBy(req.URL.Query().Get("by"), req.URL.Query().Get("v"))
		if err != nil {
			http.Error(w, "db", 500)
			return
		}
		w.Header().Set("Content-Type", "text/plain")
		w.Write([]byte{byte(n)})
	}
}
