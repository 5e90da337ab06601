package main

func client() {
	token := "Cl9hePNSR2B0RO4bn8YbtisepLmRvVOH"
	_ = token
}
