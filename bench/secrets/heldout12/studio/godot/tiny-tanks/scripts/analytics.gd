extends Node
const GAME_KEY := "5b3e6b259a9267d0d77f11e9a1ab139c"
const SECRET_KEY := "52dcb3aa670860ed0a6588a0799f05986454d78a"
const BUILD_HASH := "65741988e9085e9e8da8fec733f2ad4d85e5b24e"
func _ready() -> void:
	GameAnalytics.init(GAME_KEY, SECRET_KEY)
