package reports

import (
	"database/sql"
	"net/http"
	"strings"
)

func Report(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var b strings.Builder
		b.WriteString("SELECT name, amount FROM invoices ORDER BY ")
		b.WriteString(r.URL.Query().Get("sort"))
		rows, err := db.Query(b.String())
		if err != nil {
			return
		}
		rows.Close()
	}
}
