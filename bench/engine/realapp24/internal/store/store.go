// Package store is the Postgres data layer (sqlx over database/sql).
package store

import (
	"database/sql"

	"github.com/jmoiron/sqlx"
)

type Store struct {
	db *sqlx.DB
}

func New(db *sqlx.DB) *Store { return &Store{db: db} }

// SQL exposes the plain database/sql handle for the few helpers written against it.
func (s *Store) SQL() *sql.DB { return s.db.DB }

// sortColumns maps the sort keys the UI offers to real columns.
var sortColumns = map[string]string{
	"start":  "b.starts_on",
	"end":    "b.ends_on",
	"pet":    "p.name",
	"status": "b.status",
}

func orderBy(key string, desc bool) string {
	col, ok := sortColumns[key]
	if !ok {
		col = "b.starts_on"
	}
	if desc {
		return " ORDER BY " + col + " DESC"
	}
	return " ORDER BY " + col
}
