package repo

// workshopSorts maps the public sort keys to columns; anything else falls
// back to the start date.
var workshopSorts = map[string]string{
	"date":  "starts_at",
	"title": "title",
	"seats": "seats DESC",
}

func workshopOrder(key string) string {
	if col, ok := workshopSorts[key]; ok {
		return col
	}
	return "starts_at"
}
