<?php

return [
    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
    ],
    'stripe' => [
        'key' => 'pk_live_bHHEdAngDTi56fVLUC2HPQdA',
        'secret' => 'sk_live_p78iVR7KXfqJ1vqTDsDZg2Zp',
    ],
    'twilio' => [
        'sid' => 'SK6d2fe0d8111f3252fd971d6c67354c09',
        'token' => 'PhstbqaO0HpLzsVBVQiDILjJfdFy8fk0',
    ],
];
