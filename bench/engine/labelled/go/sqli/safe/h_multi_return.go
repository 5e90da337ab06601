package reports

import (
	"database/sql"
	"errors"
	"net/http"
	"strconv"
)

func parseFilter(r *http.Request) (int, string, error) {
	year, err := strconv.Atoi(r.URL.Query().Get("year"))
	if err != nil {
		return 0, "", errors.New("bad year")
	}
	region := r.URL.Query().Get("region")
	return year, region, nil
}

func Report(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		year, region, err := parseFilter(r)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		rows, err := db.Query("SELECT * FROM sales WHERE year = "+strconv.Itoa(year)+" AND region = ?", region)
		if err != nil {
			http.Error(w, "db", http.StatusInternalServerError)
			return
		}
		rows.Close()
	}
}
