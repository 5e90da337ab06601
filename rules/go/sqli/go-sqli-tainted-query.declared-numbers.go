package orders

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

var db *sql.DB

// The compiler keeps these numeric: whatever the client sent, only numbers reach the text.
type cancelRequest struct {
	IDs    []uint   `json:"ids"`
	Limit  int      `json:"limit"`
	Codes  []string `json:"codes"`
	Reason string   `json:"reason"`
	Raw    []byte   `json:"raw"`
}

func cancelAll(ids []uint) {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = fmt.Sprintf("%d", id)
	}
	// ok: go-sqli-tainted-query
	db.Exec("UPDATE orders SET status = 'cancelled' WHERE id IN (" + strings.Join(parts, ",") + ")")
}

func cancelCodes(codes []string) {
	// ruleid: go-sqli-tainted-query
	db.Exec("UPDATE orders SET status = 'cancelled' WHERE code IN ('" + strings.Join(codes, "','") + "')")
}

func cancelRaw(raw []byte) {
	// ruleid: go-sqli-tainted-query
	db.Exec("UPDATE orders SET status = 'cancelled' WHERE note = '" + string(raw) + "'")
}

func Cancel(w http.ResponseWriter, r *http.Request) {
	var req cancelRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad body", http.StatusBadRequest)
		return
	}
	// ok: go-sqli-tainted-query
	cancelAll(req.IDs)
	// A helper's sink is also reported where the request data is passed to it.
	// ruleid: go-sqli-tainted-query
	cancelCodes(req.Codes)
	// ruleid: go-sqli-tainted-query
	cancelRaw(req.Raw)
	// ok: go-sqli-tainted-query
	db.Query(fmt.Sprintf("SELECT id FROM orders ORDER BY id LIMIT %d", req.Limit))
	// ruleid: go-sqli-tainted-query
	db.Exec("UPDATE orders SET reason = '" + req.Reason + "'")
}
