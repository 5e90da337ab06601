package service

import "example.com/depot/internal/store"

// Orders is reached from the handlers through a field: h.Orders.Store.DB is a *sql.DB.
type Orders struct {
	Store *store.Store
}
