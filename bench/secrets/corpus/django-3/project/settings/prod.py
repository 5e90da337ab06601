DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.mysql',
        'NAME': 'shop',
        'USER': 'shop',
        'PASSWORD': 'dybYuq^Q%t9!pGQ',
    }
}
