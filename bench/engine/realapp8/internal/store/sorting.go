package store

import "strings"

// itemSortColumns maps the sort keys the UI sends to real columns. Anything
// else falls back to the name so a typo never becomes part of the SQL.
var itemSortColumns = map[string]string{
	"name":     "name",
	"sku":      "sku",
	"qty":      "quantity",
	"updated":  "updated_at",
	"location": "location",
}

func orderBy(key string, desc bool) string {
	col, ok := itemSortColumns[key]
	if !ok {
		col = "name"
	}
	dir := "ASC"
	if desc {
		dir = "DESC"
	}
	return " ORDER BY " + col + " " + dir
}

// likeEscape escapes LIKE wildcards; the value is still passed as a parameter.
func likeEscape(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(s) + "%"
}
