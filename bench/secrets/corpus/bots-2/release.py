API_KEY = "d1XtUa0aG2m73a60bn0Go4PcfmpnweySn06zl2mj"
GITHUB_TOKEN = "ghp_o1kuG3Jgp3dwYYeu8wTgb10p26pbBpC79Wue"
