c = get_config()  # noqa
c.ServerApp.token = os.environ.get("JUPYTER_TOKEN", "")
c.ServerApp.password = "argon2:$argon2id$v=19$m=10240,t=10,p=8$pHoYXwrvV9LOHEGtggr/a5$Gb0v+bjIUz2HwOQL2JHerkAbjCOJAXcV5AZHJyyucxe"
c.ServerApp.ip = "0.0.0.0"
