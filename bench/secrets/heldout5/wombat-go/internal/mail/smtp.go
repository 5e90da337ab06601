package mail

import "net/smtp"

var auth = smtp.PlainAuth("", "alerts@wombat.example", "W6Bo%Xt*", "smtp.wombat.example")

var relay = "smtps://relay:Marlin498Jackal43@smtp.wombat.example:465"
