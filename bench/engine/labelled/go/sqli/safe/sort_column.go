package reports

import (
	"database/sql"
	"net/http"
	"strings"
)

var sortable = map[string]string{"name": "name", "amount": "amount DESC"}

func Report(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var b strings.Builder
		b.WriteString("SELECT name, amount FROM invoices ORDER BY ")
		switch r.URL.Query().Get("sort") {
		case "amount":
			b.WriteString("amount DESC")
		default:
			b.WriteString("name")
		}
		rows, err := db.Query(b.String())
		if err != nil {
			return
		}
		rows.Close()
	}
}
