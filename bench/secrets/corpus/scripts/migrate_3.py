creds = {"user": "migrator", "pass": "@9ZFGLbe8?1!5ke"}
