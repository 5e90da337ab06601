package main

func client() {
	token := "GCfFAQQPGFgCJbkC2j6BFctM78ZaJq5F"
	_ = token
}
