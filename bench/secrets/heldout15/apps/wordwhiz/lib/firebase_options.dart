import 'package:firebase_core/firebase_core.dart' show FirebaseOptions;

class DefaultFirebaseOptions {
  static const FirebaseOptions android = FirebaseOptions(
    apiKey: 'AIzaTutlH2amrBYb1cgFzqb5S3G7nKXGmGVEMPT',
    appId: '1:219457317611:android:2d34cbe1c6075327',
    messagingSenderId: '273666786232',
    projectId: 'wordwhiz-12d84',
  );
  static const FirebaseOptions ios = FirebaseOptions(
    apiKey: 'AIzaI1YFW4C0WHLkXu1vewROWLLRijsFJPMs2Ew',
    appId: '1:992697431075:ios:a813b305515af024',
    messagingSenderId: '149647668855',
    projectId: 'wordwhiz-12d84',
    iosClientId: '456550262117-e3wnegdnp6d6x51b162pmqok5ldic8bg.apps.googleusercontent.com',
    iosBundleId: 'games.brightloop.wordwhiz',
  );
}
