package handlers

import (
	"database/sql"
	"net/http"
	"strings"
)

// A query grown in a strings.Builder: the write that puts request data into the text is where it was built.
func BuilderSearch(db *sql.DB, r *http.Request) {
	var b strings.Builder
	b.WriteString("SELECT * FROM meters WHERE 1 = 1")
	if zone := r.URL.Query().Get("zone"); zone != "" {
		// ruleid: go-sqli-tainted-query (the write that builds the condition)
		b.WriteString(" AND zone = '" + zone + "'")
	}
	// ok: go-sqli-tainted-query
	b.WriteString(" ORDER BY serial")
	// ruleid: go-sqli-tainted-query
	db.Query(b.String())
}
