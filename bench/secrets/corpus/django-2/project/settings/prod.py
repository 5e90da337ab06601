DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.mysql',
        'NAME': 'shop',
        'USER': 'shop',
        'PASSWORD': 'gp23SgezHT7!Pkw',
    }
}
