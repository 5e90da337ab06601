package store

import (
	"database/sql"

	_ "github.com/lib/pq"
)

const dsn = "postgres://app:BsPudJieQGLGhAoxV7hF@10.0.3.17:5432/app?sslmode=require"

func Open() (*sql.DB, error) {
	return sql.Open("postgres", dsn)
}
