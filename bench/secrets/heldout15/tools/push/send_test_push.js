const fetch = require('node-fetch');

const SERVER_KEY = 'AAAAGp2kL5s:APA91bJP3OETumKpuCvyamCySuav7HKXwyliEGe_EvFCjyss0yOJzMsr5l0Su5hssiJbTLbd2vCPAN0lC_5gUUhZYw3WIq3NJguMEqE6HyVKIqMArpY8rUotdagssCJmy1gV--8Xr6UY';
fetch('https://fcm.googleapis.com/fcm/send', { method: 'POST', headers: { Authorization: `key=${SERVER_KEY}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ to: process.argv[2], notification: { title: 'test' } }) });
