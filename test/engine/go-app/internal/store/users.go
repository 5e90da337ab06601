package store

import (
	"database/sql"
	"fmt"
)

// Finder is what the handlers need; Users is its one implementation in the tree.
type Finder interface {
	Search(name string) (*sql.Rows, error)
	ByID(id int) *sql.Row
}

type Users struct {
	db *sql.DB
}

func New(db *sql.DB) *Users {
	return &Users{db: db}
}

// Search builds its filter into the query text.
func (u *Users) Search(name string) (*sql.Rows, error) {
	q := fmt.Sprintf("SELECT id, name FROM %s WHERE name LIKE '%%%s%%'", usersTable, name)
	return u.db.Query(q)
}

// ByID binds its argument.
func (u *Users) ByID(id int) *sql.Row {
	return u.db.QueryRow(byIDQuery, id)
}
