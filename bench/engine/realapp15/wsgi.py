from labwise import create_app

app = create_app()
