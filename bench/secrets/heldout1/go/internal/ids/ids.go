package ids

// Well-known namespace UUIDs (RFC 4122 appendix C).
const (
	NamespaceDNS  = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"
	NamespaceURL  = "6ba7b811-9dad-11d1-80b4-00c04fd430c8"
	TenantDefault = "7c04289d-d582-46f0-983a-12ef81cc5956"
)

var Build = "6b885d3eaf097df6fb29ea4209775000010d6529"
