DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.mysql',
        'NAME': 'shop',
        'USER': 'shop',
        'PASSWORD': 'rKVz&6_f-P9!0GG',
    }
}
