extends Node
const SERVER := "wss://play.tiny-tanks.example:9443"
var server_secret = "l5jTnEp74Yoeh0DYRfidJBdzJcgQkC27"
var protocol_hash = "f688ab9c941287264b317570a91fa886"
var password = ""
func connect_to_server(): pass
