package models

import "time"

type Item struct {
	ID          int64     `json:"id" db:"id"`
	SKU         string    `json:"sku" db:"sku"`
	Name        string    `json:"name" db:"name"`
	Description string    `json:"description" db:"description"`
	Category    string    `json:"category" db:"category"`
	Location    string    `json:"location" db:"location"`
	Quantity    int       `json:"quantity" db:"quantity"`
	UpdatedAt   time.Time `json:"updated_at" db:"updated_at"`
}

type Ticket struct {
	ID        int64     `json:"id" db:"id"`
	Title     string    `json:"title" db:"title"`
	Body      string    `json:"body" db:"body"`
	Status    string    `json:"status" db:"status"`
	Priority  int       `json:"priority" db:"priority"`
	Assignee  string    `json:"assignee" db:"assignee"`
	ItemID    *int64    `json:"item_id,omitempty" db:"item_id"`
	CreatedBy string    `json:"created_by" db:"created_by"`
	CreatedAt time.Time `json:"created_at" db:"created_at"`
}

type User struct {
	ID           int64  `json:"id"`
	Email        string `json:"email"`
	DisplayName  string `json:"display_name"`
	Role         string `json:"role"`
	PasswordHash string `json:"-"`
	LegacyHash   bool   `json:"-"`
}

// AuditEntry is stored through gorm; the table is append-only.
type AuditEntry struct {
	ID        uint `gorm:"primaryKey"`
	Actor     string
	Action    string
	Target    string
	CreatedAt time.Time
}

type SearchParams struct {
	Query    string `json:"q"`
	Category string `json:"category"`
	Sort     string `json:"sort"`
	Desc     bool   `json:"desc"`
	Limit    int    `json:"limit"`
}
