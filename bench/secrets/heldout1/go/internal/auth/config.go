package auth

type Config struct {
	Issuer       string
	ClientID     string
	ClientSecret string
	SigningKey   []byte
}

var Default = Config{
	Issuer:       "https://auth.acme.io",
	ClientID:     "acme-web",
	ClientSecret: "7k1jDCKlBBz9e9k7uzSHfOblIKNo7EHB",
	SigningKey:   []byte("d5d5347ec36aa07211a8f0e77c648b2a85a035009a530f90a3a85069859ec097"),
}
