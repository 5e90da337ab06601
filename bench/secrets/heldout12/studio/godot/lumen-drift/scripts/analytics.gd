extends Node
const GAME_KEY := "7982a5f3d413dc0dc55f1fee85694432"
const SECRET_KEY := "77e7db7142e617a8b73e30e309435b392af20bd2"
const BUILD_HASH := "47c33999675a4eda264e6840b40e56cc4330ee64"
func _ready() -> void:
	GameAnalytics.init(GAME_KEY, SECRET_KEY)
