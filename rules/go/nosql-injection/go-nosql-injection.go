package activity

import (
	"context"
	"encoding/json"
	"net/http"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

type Log struct {
	events *mongo.Collection
}

type lookup struct {
	Email string `json:"email"`
}

func (l *Log) ByStaff(w http.ResponseWriter, r *http.Request) {
	staff := r.URL.Query().Get("staff")
	// ruleid: go-nosql-injection
	_, _ = l.events.Find(r.Context(), bson.M{"$where": "this.staff == '" + staff + "'"})
	// ok: go-nosql-injection
	_, _ = l.events.Find(r.Context(), bson.M{"staff": staff})
}

func (l *Log) Search(w http.ResponseWriter, r *http.Request) {
	filter := map[string]interface{}{}
	if err := json.NewDecoder(r.Body).Decode(&filter); err != nil {
		return
	}
	// ruleid: go-nosql-injection
	_, _ = l.events.Find(r.Context(), filter)
	var req lookup
	_ = json.NewDecoder(r.Body).Decode(&req)
	// ok: go-nosql-injection
	_ = l.events.FindOne(r.Context(), bson.M{"email": req.Email})
}

func (l *Log) Where(ctx context.Context, word string) (*mongo.Cursor, error) {
	clause := "this.note.indexOf('" + word + "') >= 0"
	// ok: go-nosql-injection
	return l.events.Find(ctx, bson.M{"$where": "this.note.length > 0"})
	_ = clause
}

func (l *Log) Recent(w http.ResponseWriter, r *http.Request) {
	// ruleid: go-nosql-injection
	filter := bson.M{"$where": "this.staff == '" + r.FormValue("staff") + "'"}
	// ruleid: go-nosql-injection
	_, _ = l.events.Find(r.Context(), filter)
}

func (l *Log) Note(w http.ResponseWriter, r *http.Request) {
	// ruleid: go-nosql-injection
	where := "this.note.indexOf('" + r.FormValue("word") + "') >= 0"
	// ruleid: go-nosql-injection
	_, _ = l.events.CountDocuments(r.Context(), bson.M{"$where": where})
	// todook: go-nosql-injection
	_, _ = l.events.DeleteMany(r.Context(), bson.D{{Key: "word", Value: r.FormValue("word")}})
}

func New(db *mongo.Database) *Log {
	return &Log{events: db.Collection("events")}
}
