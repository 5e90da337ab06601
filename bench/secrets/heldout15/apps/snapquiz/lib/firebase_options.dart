import 'package:firebase_core/firebase_core.dart' show FirebaseOptions;

class DefaultFirebaseOptions {
  static const FirebaseOptions android = FirebaseOptions(
    apiKey: 'AIzaZcNw253GjqC0wQgf2z_IipXCktlN9H82V-j',
    appId: '1:354128461880:android:5a2a1e446120fb71',
    messagingSenderId: '587866681540',
    projectId: 'snapquiz-9add7',
  );
  static const FirebaseOptions ios = FirebaseOptions(
    apiKey: 'AIza_gcnN-K-6C2XhQ1GIsRH4O5pZML4V4HvV6o',
    appId: '1:243224202091:ios:c10f9bc3d82d96e2',
    messagingSenderId: '512527569362',
    projectId: 'snapquiz-9add7',
    iosClientId: '142085064058-qhzvevzu68obww0rlzjhhwy98sn5ncp6.apps.googleusercontent.com',
    iosBundleId: 'games.brightloop.snapquiz',
  );
}
