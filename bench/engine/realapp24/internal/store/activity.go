package store

import (
	"context"
	"time"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// ActivityLog keeps feeding, walk and medication events per pet in MongoDB.
type ActivityLog struct {
	events *mongo.Collection
	owners *mongo.Collection
}

type Event struct {
	PetID  int64     `bson:"pet_id" json:"pet_id"`
	Kind   string    `bson:"kind" json:"kind"`
	Note   string    `bson:"note" json:"note"`
	Staff  string    `bson:"staff" json:"staff"`
	At     time.Time `bson:"at" json:"at"`
}

func NewActivityLog(db *mongo.Database) *ActivityLog {
	return &ActivityLog{events: db.Collection("events"), owners: db.Collection("owner_profiles")}
}

func (a *ActivityLog) ForPet(ctx context.Context, petID int64, kind string) ([]Event, error) {
	filter := bson.M{"pet_id": petID}
	if kind != "" {
		filter["kind"] = kind
	}
	cur, err := a.events.Find(ctx, filter, options.Find().SetSort(bson.D{{Key: "at", Value: -1}}).SetLimit(200))
	if err != nil {
		return nil, err
	}
	var out []Event
	return out, cur.All(ctx, &out)
}

// ByStaffNote finds events whose note mentions a word, written by one staff member.
func (a *ActivityLog) ByStaffNote(ctx context.Context, staff, word string) ([]Event, error) {
	filter := bson.M{"$where": "this.staff == '" + staff + "' && this.note.indexOf('" + word + "') >= 0"}
	cur, err := a.events.Find(ctx, filter)
	if err != nil {
		return nil, err
	}
	var out []Event
	return out, cur.All(ctx, &out)
}

// Search runs a filter decoded from the request body.
func (a *ActivityLog) Search(ctx context.Context, criteria map[string]interface{}) ([]Event, error) {
	cur, err := a.events.Find(ctx, bson.M{"pet_id": criteria["pet_id"], "kind": criteria["kind"]})
	if err != nil {
		return nil, err
	}
	var out []Event
	return out, cur.All(ctx, &out)
}

// OwnerProfile finds a profile by e-mail (a string field of a typed request struct).
func (a *ActivityLog) OwnerProfile(ctx context.Context, email string) (bson.M, error) {
	var out bson.M
	err := a.owners.FindOne(ctx, bson.M{"email": email}).Decode(&out)
	return out, err
}
