package billing

var defaults = map[string]string{
	"endpoint": "https://legacy-billing.acme.internal",
	"api_key":  "GwdcZxyyR2QHooq0tJWx29yREUUhFnN_0FHx13k4",
	"timeout":  "30s",
}
