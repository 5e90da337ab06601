extends Node
const SERVER := "wss://play.lumen-drift.example:9443"
var server_secret = OS.get_environment("SERVER_SECRET")
var protocol_hash = "c2e1c2c000f8f32cffeb07eadc4a7f3f"
var password = ""
func connect_to_server(): pass
