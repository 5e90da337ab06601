package store

import "github.com/jmoiron/sqlx"

// sqlxIn expands a slice argument into a placeholder list.
func sqlxIn(query string, args ...interface{}) (string, []interface{}, error) {
	return sqlx.In(query, args...)
}
