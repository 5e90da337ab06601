// Package models holds the GORM models shared by both services.
package models

import "time"

// Customer is a shipper account.
type Customer struct {
	ID        uint   `gorm:"primaryKey" json:"id"`
	Name      string `json:"name"`
	Email     string `gorm:"uniqueIndex" json:"email"`
	Region    string `json:"region"`
	Tier      string `json:"tier"`
	CreatedAt time.Time
}

// Order is one shipment order.
type Order struct {
	ID         uint   `gorm:"primaryKey" json:"id"`
	CustomerID uint   `json:"customer_id"`
	Reference  string `gorm:"uniqueIndex" json:"reference"`
	Status     string `json:"status"`
	Region     string `json:"region"`
	Total      int64  `json:"total"`
	Notes      string `json:"notes"`
	CreatedAt  time.Time
	UpdatedAt  time.Time
}

// Document is a file attached to an order (labels, customs forms).
type Document struct {
	ID       uint   `gorm:"primaryKey" json:"id"`
	OrderID  uint   `json:"order_id"`
	Name     string `json:"name"`
	Stored   string `json:"-"`
	MimeType string `json:"mime_type"`
	Size     int64  `json:"size"`
}

// User is a staff account (admin service) or a customer login (API).
type User struct {
	ID           uint   `gorm:"primaryKey" json:"id"`
	Username     string `gorm:"uniqueIndex" json:"username"`
	Email        string `json:"email"`
	PasswordHash string `json:"-"`
	APIKeyHash   string `json:"-"`
	Role         string `json:"role"`
	Disabled     bool   `json:"disabled"`
}

// Webhook is a customer-registered callback endpoint.
type Webhook struct {
	ID         uint   `gorm:"primaryKey" json:"id"`
	CustomerID uint   `json:"customer_id"`
	URL        string `json:"url"`
	Secret     string `json:"-"`
}
