// Package models holds the rows shared by the pgx repositories and GORM.
package models

import "time"

// Tool is a machine or hand tool members can reserve.
type Tool struct {
	ID          int64     `json:"id"`
	Slug        string    `json:"slug"`
	Name        string    `json:"name"`
	Category    string    `json:"category"`
	Description string    `json:"description"`
	ManualPath  string    `json:"manual_path"`
	NeedsBadge  bool      `json:"needs_badge"`
	CreatedAt   time.Time `json:"created_at"`
}

// Member is a makerspace member.
type Member struct {
	ID           int64  `json:"id" gorm:"primaryKey"`
	Email        string `json:"email"`
	DisplayName  string `json:"display_name"`
	Bio          string `json:"bio"`
	PasswordHash string `json:"-"`
	Role         string `json:"role"`
	WebhookURL   string `json:"webhook_url"`
}

// Workshop is a class run by a member; stored with GORM.
type Workshop struct {
	ID          uint   `gorm:"primaryKey" json:"id"`
	Title       string `json:"title"`
	Level       string `json:"level"`
	HostID      int64  `json:"host_id"`
	Seats       int    `json:"seats"`
	Summary     string `json:"summary"`
	SummaryHTML string `json:"-"`
	StartsAt    time.Time
}

// Booking reserves a tool for a time slot.
type Booking struct {
	ID       uint `gorm:"primaryKey"`
	ToolID   int64
	MemberID int64
	Slot     string
	Note     string
	Status   string
}

// Webhook is a member-saved notification target.
type Webhook struct {
	ID       int64  `json:"id"`
	MemberID int64  `json:"member_id"`
	URL      string `json:"url"`
	Event    string `json:"event"`
}
