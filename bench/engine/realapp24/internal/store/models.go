package store

import "time"

type Owner struct {
	ID           int64     `db:"id" json:"id"`
	Email        string    `db:"email" json:"email"`
	FullName     string    `db:"full_name" json:"full_name"`
	Phone        string    `db:"phone" json:"phone"`
	PasswordHash string    `db:"password_hash" json:"-"`
	Role         string    `db:"role" json:"role"`
	CreatedAt    time.Time `db:"created_at" json:"created_at"`
}

type Pet struct {
	ID       int64  `db:"id" json:"id"`
	OwnerID  int64  `db:"owner_id" json:"owner_id"`
	Name     string `db:"name" json:"name"`
	Species  string `db:"species" json:"species"`
	Breed    string `db:"breed" json:"breed"`
	Notes    string `db:"notes" json:"notes"`
	PhotoKey string `db:"photo_key" json:"photo_key"`
}

type Booking struct {
	ID        int64     `db:"id" json:"id"`
	Reference string    `db:"reference" json:"reference"`
	OwnerID   int64     `db:"owner_id" json:"owner_id"`
	PetID     int64     `db:"pet_id" json:"pet_id"`
	PetName   string    `db:"pet_name" json:"pet_name"`
	Kennel    string    `db:"kennel" json:"kennel"`
	StartsOn  time.Time `db:"starts_on" json:"starts_on"`
	EndsOn    time.Time `db:"ends_on" json:"ends_on"`
	Status    string    `db:"status" json:"status"`
	Requests  string    `db:"requests" json:"requests"`
}

type Review struct {
	ID        int64     `db:"id" json:"id"`
	KennelID  int64     `db:"kennel_id" json:"kennel_id"`
	Author    string    `db:"author" json:"author"`
	Stars     int       `db:"stars" json:"stars"`
	Body      string    `db:"body" json:"body"`
	CreatedAt time.Time `db:"created_at" json:"created_at"`
}

type Kennel struct {
	ID          int64  `db:"id"`
	Slug        string `db:"slug"`
	Name        string `db:"name"`
	Town        string `db:"town"`
	Description string `db:"description"`
}

type Document struct {
	ID       int64  `db:"id"`
	OwnerID  int64  `db:"owner_id"`
	FileName string `db:"file_name"`
	Stored   string `db:"stored_path"`
}

type BookingFilter struct {
	Status string
	Kennel string
	PetID  int64
	Sort   string
	Desc   bool
	Limit  int
}
