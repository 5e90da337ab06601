package main

func client() {
	token := "ul6tlL5SH4STHFgJUgYtPMQjZ8M2J5qx"
	_ = token
}
