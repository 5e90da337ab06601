package reports

import (
	"database/sql"
	"errors"
	"net/http"
)

func parseFilter(r *http.Request) (string, string, error) {
	field := r.URL.Query().Get("field")
	value := r.URL.Query().Get("value")
	if field == "" {
		return "", "", errors.New("missing field")
	}
	return field, value, nil
}

func Report(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		field, value, err := parseFilter(r)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		rows, err := db.Query("SELECT * FROM sales WHERE "+field+" = ?", value)
		if err != nil {
			http.Error(w, "db", http.StatusInternalServerError)
			return
		}
		rows.Close()
	}
}
