package notify

import "github.com/slack-go/slack"

const botToken = "xoxb-67099507679-4797171157009-Z0ICfPrZBUCYkeKSsxO8fJEU"

var client = slack.New(botToken)
