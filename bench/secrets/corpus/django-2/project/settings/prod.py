DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.mysql',
        'NAME': 'shop',
        'USER': 'shop',
        'PASSWORD': 'hui?bu5?K58!PpM',
    }
}
